import { useEffect, useState } from "react";
import { currentLanguage } from "../../i18n";

/**
 * Hindi: the self-hosted Devanagari font is loaded before any Hindi text is drawn (it is `font-display: optional`,
 * so a face first used before it has loaded would stay in the fallback, and a phone without a Devanagari system
 * font would show empty boxes). True once both faces are there (at once on an English page).
 */
export function useDevanagariReady(): boolean {
  const [ready, setReady] = useState(() => currentLanguage() !== "hi");
  useEffect(() => {
    if (ready) return;
    const faces = ["400", "700"].map((w) => document.fonts.load(`${w} 1em "Noto Sans Devanagari"`, "क"));
    void Promise.all(faces)
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [ready]);
  return ready;
}
