import { Router } from "express";
import type { Services } from "../services";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Kashi Coach Tours</title></head>` +
  `<body><main><h1>${title}</h1>${body}<p><a href="/">Kashi Coach Tours</a></p></main></body></html>`;

/**
 * Unsubscribe from trip reminders: the e-mailed link opens a page with one button (so a mail scanner's
 * GET changes nothing); POST (the button, or a mail client's RFC 8058 List-Unsubscribe-Post) records it.
 */
export function notificationsRouter(services: Services): Router {
  const router = Router();
  const query = (q: unknown) => q as { email?: unknown; token?: unknown };

  router.get("/notifications/unsubscribe", (req, res) => {
    const { email, token } = query(req.query);
    const valid = typeof email === "string" && typeof token === "string";
    res.set("Cache-Control", "no-store");
    if (!valid)
      return void res.status(400).type("html").send(page("Unsubscribe", "<p>This unsubscribe link is not valid.</p>"));
    const action = `/notifications/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
    res
      .type("html")
      .send(
        page(
          "Unsubscribe from trip reminders",
          `<p>Stop sending trip reminders to ${esc(email)}?</p><form method="post" action="${esc(action)}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
  });

  router.post("/notifications/unsubscribe", async (req, res) => {
    const { email, token } = query(req.query);
    await services.notifications.unsubscribe(email, token);
    res
      .set("Cache-Control", "no-store")
      .type("html")
      .send(
        page(
          "You are unsubscribed",
          "<p>You will no longer receive trip reminders. Booking and status e-mails still arrive.</p>",
        ),
      );
  });

  return router;
}
