import { displayDateIn } from "../../shared/calendar";
import { BusDocumentType } from "../../bus-document/bus-document.entity";
import { DOCUMENT_NAMES } from "../../bus-document/compliance";
import { Language } from "../../shared/enums";
import type { DocumentMailKind } from "./mail-kind";

const HINDI_NAMES: Record<BusDocumentType, string> = {
  [BusDocumentType.RC]: "पंजीकरण प्रमाणपत्र (RC)",
  [BusDocumentType.Insurance]: "बीमा",
  [BusDocumentType.Fitness]: "फ़िटनेस प्रमाणपत्र",
  [BusDocumentType.PUC]: "PUC प्रमाणपत्र",
  [BusDocumentType.RoadTax]: "रोड टैक्स",
  [BusDocumentType.StatePermit]: "राज्य परमिट",
  [BusDocumentType.AllIndiaPermit]: "ऑल-इंडिया टूरिस्ट परमिट",
  [BusDocumentType.Other]: "दस्तावेज़",
};

/** The words of one reminder: the document's name, when it expires (from today) and the date. */
interface Facts {
  bus: string;
  name: string;
  number: string;
  when: string;
  date: string;
  threshold: number;
}

const TEXTS = {
  [Language.en]: {
    name: (type: BusDocumentType) => DOCUMENT_NAMES[type],
    when: (left: number) => (left <= 0 ? "today" : left === 1 ? "tomorrow" : `in ${left} days`),
    subject: (f: Facts) => `${f.bus}: ${f.name} ${f.number} expires ${f.when} (${f.date})`,
    heading: (f: Facts) => `The ${f.name} of ${f.bus} expires ${f.when}`,
    paragraphs: (f: Facts) => [
      `Renew it before ${f.date}: after that day the bus cannot be confirmed for a trip.`,
      "When it is renewed, enter the new valid-until date (and the new scan) in Admin → Buses → Documents.",
    ],
    labels: { bus: "Bus", document: "Document", validUntil: "Valid until" },
    open: "Open the bus's documents",
    footer: (f: Facts) =>
      `This reminder goes ${f.threshold} days before expiry to the address in Settings → Documents.`,
  },
  // The admin area is English: its menu names stay as the screen shows them.
  [Language.hi]: {
    name: (type: BusDocumentType) => HINDI_NAMES[type],
    when: (left: number) => (left <= 0 ? "आज" : left === 1 ? "कल" : `${left} दिन में`),
    subject: (f: Facts) => `${f.bus}: ${f.name} ${f.number} ${f.when} समाप्त हो रहा है (${f.date})`,
    heading: (f: Facts) => `${f.bus} का ${f.name} ${f.when} समाप्त हो रहा है`,
    paragraphs: (f: Facts) => [
      `${f.date} से पहले इसका नवीनीकरण करा लें: उस दिन के बाद यह बस किसी यात्रा के लिए पक्की नहीं की जा सकेगी।`,
      "नवीनीकरण होने पर नई वैधता तिथि (और नया स्कैन) Admin → Buses → Documents में दर्ज करें।",
    ],
    labels: { bus: "बस", document: "दस्तावेज़", validUntil: "मान्य तिथि" },
    open: "बस के दस्तावेज़ खोलें",
    footer: (f: Facts) => `यह रिमाइंडर समाप्ति से ${f.threshold} दिन पहले Settings → Documents में दिए गए पते पर जाता है।`,
  },
};

/** A vehicle document nears its valid-until (the operator's reminder, at each threshold of Settings → Documents). */
export const documentReminder: DocumentMailKind = {
  compose: ({ document: doc, threshold, daysLeft, language, links }) => {
    const t = TEXTS[language];
    const f: Facts = {
      bus: doc.bus.name,
      name: t.name(doc.type),
      number: doc.number,
      when: t.when(daysLeft),
      date: displayDateIn(language, doc.validUntil),
      threshold,
    };
    const subject = t.subject(f);
    return {
      subject,
      content: {
        preheader: subject,
        heading: t.heading(f),
        paragraphs: t.paragraphs(f),
        summary: [
          [t.labels.bus, doc.bus.registrationNumber ? `${doc.bus.name} (${doc.bus.registrationNumber})` : doc.bus.name],
          [t.labels.document, `${f.name} ${doc.number}`],
          [t.labels.validUntil, f.date],
        ],
        action: { label: t.open, url: links.admin("/admin") },
        footer: [t.footer(f)],
        language,
      },
    };
  },
};
