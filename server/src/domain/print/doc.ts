/**
 * The print kit: one A4 document in a language and the pieces every PDF of the product is made of (the brand's
 * band, a title, sections, label/value rows, tables of amounts, totals, the UPI QR block, boxes to fill in by
 * hand). A builder (receipt-pdf.ts, quote-pdf.ts, invoice-pdf.ts, duty-slip-pdf.ts) calls these in its own order
 * with its own texts; the look, the fonts, money and dates are decided here once. Each piece draws its parts in
 * reading order (a label before its value), so a PDF's text reads back as "Label value".
 */
import PDFDocument from "pdfkit";
import { displayDateIn } from "../shared/calendar";
import { Language } from "../shared/enums";
import { type GstRate, type Paise, type TaxHeads, formatInr, formatInrAscii, halfRate } from "../shared/money";
import { CREAM, INK, MAROON, MUTED, SAFFRON, SHADE, pdfFonts, writesDevanagari } from "./pdf-style";

const BRAND = "Kashi Coach Tours";
const MARGIN = 50;
const BAND_HEIGHT = 90;
/** Between the columns of a table or a row of fields. */
const GUTTER = 5;
/** Between side-by-side blocks (`columns`) and boxes. */
const WIDE_GUTTER = 15;
/** The language's fonts are registered under these names, so every piece says only "regular" or "bold". */
const REGULAR = "regular";
const BOLD = "bold";
/** Devanagari in an English document (a name typed in Hindi): Helvetica has none of its letters. */
const DEVANAGARI_FONTS = { [REGULAR]: "devanagari-regular", [BOLD]: "devanagari-bold" } as const;

interface Style {
  font: typeof REGULAR | typeof BOLD;
  size: number;
  color: string;
}

/** How a line of text looks: body text, a muted aside, a maroon note, small print, or a figure on its own. */
export type Look = "body" | "muted" | "note" | "small" | "figure";
const LOOKS: Record<Look, Style> = {
  body: { font: REGULAR, size: 10.5, color: INK },
  muted: { font: REGULAR, size: 10.5, color: MUTED },
  note: { font: REGULAR, size: 10, color: MAROON },
  small: { font: REGULAR, size: 8.5, color: MUTED },
  figure: { font: BOLD, size: 13, color: INK },
};
const TITLE: Style = { font: BOLD, size: 18, color: INK };
const SECTION: Style = { font: BOLD, size: 12.5, color: MAROON };
const SUBHEADING: Style = { font: BOLD, size: 11, color: MAROON };
const ROW_LABEL: Style = { font: BOLD, size: 9, color: MUTED };
const ROW_VALUE: Style = { font: REGULAR, size: 11.5, color: INK };
const FIELD_LABEL: Style = { font: BOLD, size: 8.5, color: MUTED };
const FIELD_VALUE: Style = { font: REGULAR, size: 10, color: INK };
const TABLE_HEAD: Style = { font: BOLD, size: 9, color: INK };
const TABLE_CELL: Style = { font: REGULAR, size: 9.5, color: INK };
const TOTAL: Style = { font: REGULAR, size: 10, color: INK };
const GRAND_TOTAL: Style = { font: BOLD, size: 11, color: INK };
const PAY: Style = { font: BOLD, size: 11, color: MAROON };
const HINT: Style = { font: REGULAR, size: 9.5, color: MUTED };
const BOX_LABEL: Style = { font: REGULAR, size: 9.5, color: MUTED };

/** A label with its value below it, in a row of such fields (`width` in points; those without share the rest). */
export interface Field {
  label: string;
  value: string;
  width?: number;
}

/** A column of a table (`width` in points; those without share the rest). */
export interface Column {
  header?: string;
  width?: number;
  align?: "left" | "right";
}

/** A line of a totals block; a strong one (the total, what is due) is bold. */
export interface Total {
  label: string;
  amount: string;
  strong?: boolean;
}

/** A supply's GST: the heads the tax rule chose (within a state or between states) at its rate. */
export interface TaxedSupply extends TaxHeads {
  intraState: boolean;
  rate: number;
}

/** How a document names each head, given its rate ("2.5" for each half of 5 %). */
export interface HeadLabels {
  cgst: (rate: string) => string;
  sgst: (rate: string) => string;
  igst: (rate: string) => string;
}

/** A PDF being drawn, in one language; `end()` finishes it and answers the readable stream. */
export class Doc {
  private readonly pdf: PDFKit.PDFDocument;
  /** Where text goes: the page between the margins, or one block of `columns`. */
  private frame: { x: number; width: number };

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

  /** An amount as this document's readers read it: "₹1,25,000.00" in Hindi; Helvetica has no ₹, so English prints "INR 1,25,000.00". */
  money(paise: Paise): string {
    return this.language === Language.hi ? formatInr(paise) : formatInrAscii(paise);
  }

  /** A day ("YYYY-MM-DD") as this language writes it. */
  date(isoDate: string): string {
    return displayDateIn(this.language, isoDate);
  }

  /** The GST heads as totals: CGST and SGST at half the rate each within a state, else IGST at the full rate. */
  taxTotals(tax: TaxedSupply, labels: HeadLabels): Total[] {
    if (!tax.intraState) return [{ label: labels.igst(String(tax.rate)), amount: this.money(tax.igstPaise) }];
    const half = halfRate(tax.rate as GstRate);
    return [
      { label: labels.cgst(half), amount: this.money(tax.cgstPaise) },
      { label: labels.sgst(half), amount: this.money(tax.sgstPaise) },
    ];
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

  /** A label (muted, upper case) on the left and its value beside it. */
  row(label: string, value: string): void {
    const { pdf } = this;
    const { x, width } = this.frame;
    const labelWidth = 150;
    this.room(this.heightOf(value, ROW_VALUE, width - labelWidth) + 8);
    const y = pdf.y;
    // Down by the difference of the two sizes, so that label and value share a baseline.
    this.draw(ROW_LABEL, label.toUpperCase(), x, y + 2, { width: labelWidth - 10 });
    const below = pdf.y;
    this.draw(ROW_VALUE, value, x + labelWidth, y, { width: width - labelWidth });
    this.at(Math.max(below, pdf.y) + 7);
  }

  /** Labels (muted, upper case) with their values under them, side by side. */
  fields(fields: readonly Field[]): void {
    const { pdf } = this;
    const parts = this.split(fields.map((f) => f.width));
    this.room(32);
    const top = pdf.y;
    let bottom = top;
    fields.forEach((f, i) => {
      const { x, width } = parts[i];
      this.draw(FIELD_LABEL, f.label.toUpperCase(), x, top, { width });
      this.draw(FIELD_VALUE, f.value, x, pdf.y + 1, { width });
      bottom = Math.max(bottom, pdf.y);
    });
    this.at(bottom + 12);
  }

  /** Blocks drawn side by side in equal columns (each block calls the other pieces); the text goes on under the longest. */
  columns(...blocks: Array<() => void>): void {
    const { pdf } = this;
    const frame = this.frame;
    const parts = this.split(
      blocks.map(() => undefined),
      WIDE_GUTTER,
    );
    this.room(100);
    const top = pdf.y;
    let bottom = top;
    blocks.forEach((draw, i) => {
      this.frame = parts[i];
      this.at(top);
      draw();
      bottom = Math.max(bottom, pdf.y);
    });
    this.frame = frame;
    this.at(bottom + 12);
  }

  /** A table of lines, its head shaded when the columns have headers; amounts are right-aligned columns. */
  table(columns: readonly Column[], rows: ReadonlyArray<readonly string[]>): void {
    const { pdf } = this;
    const parts = this.split(columns.map((c) => c.width));
    const cell = (style: Style, text: string, i: number, y: number) =>
      this.draw(style, text, parts[i].x, y, { width: parts[i].width, align: columns[i].align ?? "left" });
    // The head row, again at the top of each page the lines run onto.
    const head = () => {
      const y = pdf.y + 4;
      pdf.rect(this.frame.x, y - 4, this.frame.width, 18).fill(SHADE);
      columns.forEach((c, i) => cell(TABLE_HEAD, c.header ?? "", i, y));
      this.at(y + 20);
    };
    const headed = columns.some((c) => c.header);
    if (headed) {
      this.room(40);
      head();
    }
    for (const row of rows) {
      const height = Math.max(...row.map((text, i) => this.heightOf(text, TABLE_CELL, parts[i].width)));
      if (this.room(height + 4) && headed) head();
      const y = pdf.y;
      row.forEach((text, i) => cell(TABLE_CELL, text, i, y));
      this.at(y + height + 4);
    }
    this.rule(pdf.y, 0.8);
    this.at(pdf.y + 8);
  }

  /** Totals on the right, their amounts in line with a table's last column. */
  totals(rows: readonly Total[]): void {
    const { pdf } = this;
    const amountWidth = 100;
    const labelWidth = 170;
    const amountX = this.frame.x + this.frame.width - amountWidth;
    const labelX = amountX - labelWidth;
    const styleOf = (r: Total) => (r.strong ? GRAND_TOTAL : TOTAL);
    // The block stays on one page: a total read apart from its heads is easily misread.
    this.room(rows.reduce((sum, r) => sum + this.heightOf(r.label, styleOf(r), labelWidth - GUTTER) + 3, 0));
    for (const r of rows) {
      const style = styleOf(r);
      const y = pdf.y;
      this.draw(style, r.label, labelX, y, { width: labelWidth - GUTTER });
      const below = pdf.y;
      this.draw(style, r.amount, amountX, y, { width: amountWidth, align: "right" });
      this.at(Math.max(below, pdf.y) + 3);
    }
  }

  /** The UPI QR code (a PNG data URL) with what it pays and how to scan it. */
  upi(qrPng: string, pay: string, hint: string): void {
    const { pdf } = this;
    const { x, width } = this.frame;
    const size = 100;
    this.room(size + 20);
    const top = pdf.y + 10;
    pdf.image(Buffer.from(qrPng.split(",")[1], "base64"), x, top, { width: size });
    const textX = x + size + WIDE_GUTTER;
    this.draw(PAY, pay, textX, top + 24, { width: width - size - WIDE_GUTTER });
    this.draw(HINT, hint, textX, pdf.y + 3, { width: width - size - WIDE_GUTTER });
    this.at(Math.max(top + size, pdf.y) + 8);
  }

  /** Boxes to fill in by hand, two to a row, each with its label in the corner. */
  writeIn(labels: readonly string[]): void {
    const { pdf } = this;
    const [left, right] = this.split([undefined, undefined], WIDE_GUTTER);
    const height = 46;
    const step = height + 10;
    this.room(Math.ceil(labels.length / 2) * step);
    const top = pdf.y;
    labels.forEach((label, i) => {
      const { x, width } = i % 2 ? right : left;
      const y = top + Math.floor(i / 2) * step;
      pdf.rect(x, y, width, height).lineWidth(1).strokeColor(SAFFRON).stroke();
      this.draw(BOX_LABEL, label, x + 6, y + 5, { width: width - 12 });
    });
    this.at(top + Math.ceil(labels.length / 2) * step);
  }

  /** Finishes the document: the stream to pipe to the answer. */
  end(): PDFKit.PDFDocument {
    this.pdf.end();
    return this.pdf;
  }

  /** The frame cut into parts side by side: the given widths, and the rest shared by the parts without one. */
  private split(widths: ReadonlyArray<number | undefined>, gutter = GUTTER): Array<{ x: number; width: number }> {
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
  private fontFor(font: Style["font"], text: string): string {
    return this.language === Language.en && writesDevanagari(text) ? DEVANAGARI_FONTS[font] : font;
  }

  /** The pen set for `text` in `style`. */
  private use(style: Style, text: string): PDFKit.PDFDocument {
    return this.pdf.font(this.fontFor(style.font, text)).fontSize(style.size).fillColor(style.color);
  }

  /** Writes `text` in `style` at a place; every piece's text goes through here (or `write`). */
  private draw(style: Style, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions): void {
    this.use(style, text).text(text, x, y, options);
  }

  private write(text: string, style: Style): void {
    this.draw(style, text, this.frame.x, this.pdf.y, { width: this.frame.width });
  }

  private heightOf(text: string, style: Style, width: number): number {
    return this.use(style, text).heightOfString(text, { width });
  }

  private rule(y: number, lineWidth: number): void {
    const { x, width } = this.frame;
    this.pdf
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(SAFFRON)
      .stroke();
  }

  /** Goes on at `y`, at the frame's left edge. */
  private at(y: number): void {
    this.pdf.x = this.frame.x;
    this.pdf.y = y;
  }

  /** A new page unless `height` more points fit above the bottom margin; says whether it took one. */
  private room(height: number): boolean {
    const full = this.pdf.y + height > this.pdf.page.height - this.pdf.page.margins.bottom;
    if (full) this.pdf.addPage();
    this.pdf.x = this.frame.x;
    return full;
  }
}
