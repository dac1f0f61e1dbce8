/** India's date and time, built once (building an Intl formatter loads the browser's locale data). */
const inIndia = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * A moment on the staff screens, in India's time whatever the viewer's machine says (the operator's clock), e.g.
 * "27 Nov 2026, 7:46 pm". The admin area is English-only; this lives with it, out of the public pages' script.
 */
export const formatDateTime = (iso: string) => inIndia.format(new Date(iso));
