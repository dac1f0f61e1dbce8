import { useEffect, useState } from "react";

/**
 * The Devanagari face, asked for as soon as the admin area's code loads. The fonts are `font-display: optional`
 * (app/fonts.css) and only Hindi pages preload them, so on an admin page a face first used while it is still
 * loading keeps the system's fallback for the page's life (on a machine without a Devanagari font: empty boxes).
 * (A browser without the font loading API, as the tests' jsdom, draws at once.)
 */
const loaded: Promise<unknown> =
  typeof document !== "undefined" && (document.fonts as FontFaceSet | undefined)
    ? document.fonts.load('1em "Noto Sans Devanagari"', "क")
    : Promise.resolve();

/** Whether Hindi may be drawn yet: once the Devanagari face has loaded (or failed to). */
export function useDevanagari(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    const done = () => mounted && setReady(true);
    loaded.then(done, done);
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
