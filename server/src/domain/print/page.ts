/**
 * The print kit's page: an A4 PDF in a language with its fonts registered, and how text is placed on it (the
 * frame text goes in, the pen for a style, page breaks), with the pieces of plain text every document has (the
 * brand's band, a title, sections, lines of text). `Doc` (doc.ts) adds the pieces made of amounts and boxes.
 */
import PDFDocument from "pdfkit";
import { Language } from "../shared/enums";
import { CREAM, INK, MAROON, MUTED, SAFFRON, pdfFonts, writesDevanagari } from "./pdf-style";

const BRAND = "Kashi Coach Tours";
const MARGIN = 50;
const BAND_HEIGHT = 90;
/** Between the columns of a table or a row of fields. */
export const GUTTER = 5;
/** Between side-by-side blocks (`columns`) and boxes. */
export const WIDE_GUTTER = 15;
/** The language's fonts are registered under these names, so every piece says only "regular" or "bold". */
export const REGULAR = "regular";
export const BOLD = "bold";
/** Devanagari in an English document (a name typed in Hindi): Helvetica has none of its letters. */
const DEVANAGARI_FONTS = { [REGULAR]: "devanagari-regular", [BOLD]: "devanagari-bold" } as const;

export interface Style {
  font: typeof REGULAR | typeof BOLD;
  size: number;
  color: string;
}

/** How a line of text looks: body text, a muted aside, a maroon note, small print, or a figure on its own. */
export type Look = "body" | "muted" | "note" | "small" | "figure";
export const LOOKS: Record<Look, Style> = {
  body: { font: REGULAR, size: 10.5, color: INK },
  muted: { font: REGULAR, size: 10.5, color: MUTED },
  note: { font: REGULAR, size: 10, color: MAROON },
  small: { font: REGULAR, size: 8.5, color: MUTED },
  figure: { font: BOLD, size: 13, color: INK },
};
const TITLE: Style = { font: BOLD, size: 18, color: INK };
const SECTION: Style = { font: BOLD, size: 12.5, color: MAROON };
const SUBHEADING: Style = { font: BOLD, size: 11, color: MAROON };

/** A PDF being drawn, in one language: its page and text; `end()` finishes it and answers the readable stream. */
export class Page {
  protected readonly pdf: PDFKit.PDFDocument;
  /** Where text goes: the page between the margins, or one block of `columns`. */
  protected frame: { x: number; width: number };

  constructor(
    readonly language: Language,
    meta: { title: string; author?: string },
  ) {
    this.pdf = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      lang: language,
      info: { Title: meta.title, Author: meta.author ?? BRAND },
    });
    const [regular, bold] = pdfFonts(language);
    this.pdf.registerFont(REGULAR, regular);
    this.pdf.registerFont(BOLD, bold);
    // Registered in every document, loaded (and embedded) only where a text needs them.
    const [devanagariRegular, devanagariBold] = pdfFonts(Language.hi);
    this.pdf.registerFont(DEVANAGARI_FONTS[REGULAR], devanagariRegular);
    this.pdf.registerFont(DEVANAGARI_FONTS[BOLD], devanagariBold);
    this.frame = { x: MARGIN, width: this.pdf.page.width - 2 * MARGIN };
  }

  /** The maroon band across the top: the operator's name, a tagline under it, or the document's title on the right. */
  band({ name = BRAND, tagline, title }: { name?: string; tagline?: string; title?: string } = {}): void {
    const { pdf } = this;
    const { x, width } = this.frame;
    const nameWidth = title ? width * 0.6 : width;
    pdf.rect(0, 0, pdf.page.width, BAND_HEIGHT).fill(MAROON);
    // The brand's name, or a supplier's in Latin letters, in Helvetica as every document has always shown it, in
    // either language; a name written in Devanagari (a trade name typed in Hindi) in the Devanagari font's bold.
    const nameFont = writesDevanagari(name) ? this.fontFor(BOLD, name) : "Helvetica-Bold";
    pdf.font(nameFont).fontSize(22).fillColor(CREAM).text(name, x, 30, { width: nameWidth, lineGap: -2 });
    if (tagline) this.draw({ ...LOOKS.body, color: SAFFRON }, tagline, x, Math.max(62, pdf.y + 4), { width });
    if (title)
      this.draw({ font: BOLD, size: 16, color: SAFFRON }, title, x + nameWidth, 34, {
        width: width - nameWidth,
        align: "right",
      });
    this.at(BAND_HEIGHT + 24);
  }

  /** The document's title, and a muted line under it. */
  title(text: string, subLine?: string): void {
    this.write(text, TITLE);
    if (subLine) this.write(subLine, LOOKS.muted);
    this.pdf.moveDown(0.8);
  }

  /** A section's heading over the saffron rule. */
  section(title: string): void {
    this.room(50);
    this.at(this.pdf.y + 10);
    this.write(title, SECTION);
    const y = this.pdf.y + 2;
    this.rule(y, 1);
    this.at(y + 8);
  }

  /** A heading within a section (an accepted quote's lines, a party of an invoice, the contacts). */
  subheading(text: string): void {
    this.room(30);
    this.write(text, SUBHEADING);
    this.pdf.moveDown(0.15);
  }

  /** A line (or paragraph) of text. */
  text(text: string, look: Look = "body"): void {
    this.write(text, LOOKS[look]);
  }

  /** "Label: value" as one line of text. */
  labelled(label: string, value: string, look: Look = "body"): void {
    this.text(`${label}: ${value}`, look);
  }

  /** Space, in lines of the current text. */
  gap(lines = 0.6): void {
    this.pdf.moveDown(lines);
  }

  /** Finishes the document: the stream to pipe to the answer. */
  end(): PDFKit.PDFDocument {
    this.pdf.end();
    return this.pdf;
  }

  /** The frame cut into parts side by side: the given widths, and the rest shared by the parts without one. */
  protected split(widths: ReadonlyArray<number | undefined>, gutter = GUTTER): Array<{ x: number; width: number }> {
    const fixed = widths.reduce<number>((sum, w) => sum + (w ?? 0), 0);
    const flexible = widths.filter((w) => w === undefined).length;
    const rest = flexible ? (this.frame.width - fixed - gutter * (widths.length - 1)) / flexible : 0;
    let at = this.frame.x;
    return widths.map((w) => {
      const part = { x: at, width: w ?? rest };
      at += part.width + gutter;
      return part;
    });
  }

  /**
   * The registered font that writes `text` in a style's weight: the language's, but the Devanagari font's for a
   * text with Devanagari in an English document (Helvetica has none of its letters; the Devanagari font has
   * Latin ones too, so a name mixing both reads whole).
   */
  protected fontFor(font: Style["font"], text: string): string {
    return this.language === Language.en && writesDevanagari(text) ? DEVANAGARI_FONTS[font] : font;
  }

  /** The pen set for `text` in `style`. */
  protected use(style: Style, text: string): PDFKit.PDFDocument {
    return this.pdf.font(this.fontFor(style.font, text)).fontSize(style.size).fillColor(style.color);
  }

  /** Writes `text` in `style` at a place; every piece's text goes through here (or `write`). */
  protected draw(style: Style, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions): void {
    this.use(style, text).text(text, x, y, options);
  }

  protected write(text: string, style: Style): void {
    this.draw(style, text, this.frame.x, this.pdf.y, { width: this.frame.width });
  }

  protected heightOf(text: string, style: Style, width: number): number {
    return this.use(style, text).heightOfString(text, { width });
  }

  protected rule(y: number, lineWidth: number): void {
    const { x, width } = this.frame;
    this.pdf
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(SAFFRON)
      .stroke();
  }

  /** Goes on at `y`, at the frame's left edge. */
  protected at(y: number): void {
    this.pdf.x = this.frame.x;
    this.pdf.y = y;
  }

  /** A new page unless `height` more points fit above the bottom margin; says whether it took one. */
  protected room(height: number): boolean {
    const full = this.pdf.y + height > this.pdf.page.height - this.pdf.page.margins.bottom;
    if (full) this.pdf.addPage();
    this.pdf.x = this.frame.x;
    return full;
  }
}
