/**
 * What every PDF the product draws (receipt, quote, duty slip, tax invoice) shares: the brand's colours and the
 * fonts of each language. English uses pdfkit's built-in Helvetica (no rupee sign: amounts print as "INR");
 * Hindi uses Noto Sans Devanagari, bundled from npm, which has both.
 */
import path from "node:path";
import { Language } from "../shared/enums";

export const MAROON = "#6b1e2e";
export const SAFFRON = "#f29f05";
export const INK = "#2a2320";
export const MUTED = "#6f625a";
/** The brand's name on the maroon band. */
export const CREAM = "#fbf3e4";
/** The head row of a table. */
export const SHADE = "#f5ead6";

const devanagari = (weight: "400Regular" | "700Bold") =>
  path.join(
    path.dirname(require.resolve("@expo-google-fonts/noto-sans-devanagari/package.json")),
    weight,
    `NotoSansDevanagari_${weight}.ttf`,
  );

/** The regular and bold fonts of a language (a font name or a font file, as pdfkit's `font()` takes them). */
export function pdfFonts(language: Language): [regular: string, bold: string] {
  return language === Language.hi ? [devanagari("400Regular"), devanagari("700Bold")] : ["Helvetica", "Helvetica-Bold"];
}

/** Whether a text has Devanagari letters or signs. */
export const writesDevanagari = (text: string): boolean => /\p{Script=Devanagari}/u.test(text);
