/**
 * The print kit: one A4 document in a language and the pieces every PDF of the product is made of (the brand's
 * band, a title, sections, label/value rows, tables of amounts, totals, the UPI QR block, boxes to fill in by
 * hand). A builder (receipt-pdf.ts, quote-pdf.ts, invoice-pdf.ts, duty-slip-pdf.ts, farm-out-pdf.ts) calls these in
 * its own order with its own texts; the look, the fonts, money and dates are decided here once. Each piece draws its parts in
 * reading order (a label before its value), so a PDF's text reads back as "Label value".
 */
import { displayDateIn } from "../shared/calendar";
import { Language } from "../shared/enums";
import { type GstRate, type Paise, type TaxHeads, formatInr, formatInrAscii, halfRate } from "../shared/money";
import { INK, MAROON, MUTED, SAFFRON, SHADE } from "./pdf-style";
import { BOLD, GUTTER, Page, REGULAR, type Style, WIDE_GUTTER } from "./page";

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

/** A PDF being drawn, in one language: the page's pieces and those made of amounts, fields and boxes. */
export class Doc extends Page {
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
}
