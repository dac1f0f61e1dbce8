/** The duty slip as PDF (pdfkit), in English or Hindi (Noto Sans Devanagari, bundled), as the quote's PDF is drawn. */
import PDFDocument from "pdfkit";
import { INK, MAROON, MUTED, SAFFRON, pdfFonts } from "../print/pdf-style";
import { Language } from "../shared/enums";
import type { SlipFacts } from "./duty-slip.service";
import { displayDateIn } from "../shared/calendar";
import { formatInr } from "../shared/money";

const SLIP_TEXTS = {
  [Language.en]: {
    title: (ref: string) => `Duty slip ${ref}`,
    reporting: "Reporting",
    date: "Date",
    time: "Time",
    place: "Place",
    notGiven: "Ask the office",
    returns: (d: string, n: number) => `Last day ${d} (${n} day${n === 1 ? "" : "s"})`,
    plan: "Trip plan",
    day: (n: number) => `Day ${n}`,
    nightHalt: "night halt",
    customer: "Customer",
    passengers: "Passengers",
    notSpecified: "Not specified",
    bus: "Bus",
    registration: "Registration",
    drivers: "Drivers",
    notes: "Notes for the driver",
    customerNotes: "Customer's notes",
    collect: "Collect on board",
    noCollect: "Nothing to collect from the customer.",
    openingKm: "Opening km",
    openingTime: "Opening time",
    closingKm: "Closing km",
    closingTime: "Closing time",
    signature: "Customer's signature",
  },
  [Language.hi]: {
    title: (ref: string) => `ड्यूटी स्लिप ${ref}`,
    reporting: "रिपोर्टिंग",
    date: "तारीख़",
    time: "समय",
    place: "स्थान",
    notGiven: "ऑफ़िस से पूछें",
    returns: (d: string, n: number) => `अंतिम दिन ${d} (${n} दिन)`,
    plan: "यात्रा योजना",
    day: (n: number) => `दिन ${n}`,
    nightHalt: "रात्रि विश्राम",
    customer: "ग्राहक",
    passengers: "यात्री",
    notSpecified: "नहीं बताया",
    bus: "बस",
    registration: "पंजीकरण नंबर",
    drivers: "ड्राइवर",
    notes: "ड्राइवर के लिए निर्देश",
    customerNotes: "ग्राहक की टिप्पणी",
    collect: "बस में ग्राहक से वसूलें",
    noCollect: "ग्राहक से कोई राशि नहीं लेनी है।",
    openingKm: "शुरुआती किलोमीटर",
    openingTime: "शुरुआत का समय",
    closingKm: "अंतिम किलोमीटर",
    closingTime: "समापन का समय",
    signature: "ग्राहक के हस्ताक्षर",
  },
};

/** The slip: reporting date/time/place, plan, customer, passengers, bus, notes, amount to collect, km/time boxes. */
export function dutySlipPdf(slip: SlipFacts): PDFKit.PDFDocument {
  const language = slip.language;
  const tx = SLIP_TEXTS[language];
  // Helvetica (English) has no rupee sign: "INR 1,250.00" as the invoice writes it; Hindi's font has it.
  const money = (p: number) => (language === Language.hi ? formatInr(p) : formatInr(p).replace("₹", "INR "));
  const date = (d: string) => displayDateIn(language, d);
  const [regular, bold] = pdfFonts(language);
  const doc = new PDFDocument({ size: "A4", margin: 50, lang: language, info: { Title: tx.title(slip.reference) } });
  doc.rect(0, 0, doc.page.width, 70).fill(MAROON);
  doc.fillColor("#fbf3e4").font("Helvetica-Bold").fontSize(20).text("Kashi Coach Tours", 50, 25);
  doc.fillColor(INK).font(bold).fontSize(17).text(tx.title(slip.reference), 50, 90);
  const heading = (t: string) => {
    doc.moveDown(0.6);
    doc.font(bold).fontSize(12).fillColor(MAROON).text(t, 50);
    doc.font(regular).fontSize(10.5).fillColor(INK);
  };
  const row = (label: string, value: string) => doc.text(`${label}: ${value}`, 50, undefined, { width: 495 });

  heading(tx.reporting);
  row(tx.date, date(slip.departureDate));
  row(tx.time, slip.reportingTime ?? tx.notGiven);
  row(tx.place, slip.reportingPlace);
  doc
    .fillColor(MUTED)
    .text(tx.returns(date(slip.returnDate), slip.days))
    .fillColor(INK);

  heading(tx.plan);
  for (const s of slip.stops)
    row(tx.day(s.day), `${s.place}${s.time ? ` · ${s.time}` : ""}${s.nightHalt ? ` · ${tx.nightHalt}` : ""}`);

  heading(tx.customer);
  doc.text(`${slip.customerName} · ${slip.customerPhone}`);
  row(tx.passengers, slip.passengers === null ? tx.notSpecified : String(slip.passengers));
  if (slip.customerNotes) row(tx.customerNotes, slip.customerNotes);

  heading(tx.bus);
  doc.text(`${slip.busName ?? "—"} · ${tx.registration}: ${slip.registrationNumber ?? "—"}`);
  if (slip.drivers.length) row(tx.drivers, slip.drivers.map((d) => `${d.name} (${d.phone})`).join(", "));

  if (slip.driverNotes) {
    heading(tx.notes);
    doc.text(slip.driverNotes, { width: 495 });
  }

  heading(tx.collect);
  if (slip.amountToCollectPaise !== null) doc.font(bold).fontSize(13).text(money(slip.amountToCollectPaise));
  else doc.text(tx.noCollect);

  // Boxes the driver fills in by hand: km and time at the start and the close, and the customer's signature.
  doc.moveDown(1);
  const top = doc.y;
  const cell = (x: number, y: number, label: string) => {
    doc.rect(x, y, 240, 46).strokeColor(SAFFRON).lineWidth(1).stroke();
    doc
      .font(regular)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, x + 6, y + 5, { width: 228 });
  };
  cell(50, top, tx.openingKm);
  cell(305, top, tx.openingTime);
  cell(50, top + 56, tx.closingKm);
  cell(305, top + 56, tx.closingTime);
  cell(50, top + 112, tx.signature);
  doc.end();
  return doc;
}
