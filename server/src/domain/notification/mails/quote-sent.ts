import { Language } from "../../shared/enums";
import type { MailKind } from "./mail-kind";
import { displayDateIn } from "../../shared/calendar";
import { formatInr } from "../../shared/money";

const TEXTS = {
  [Language.en]: {
    subject: (ref: string, version: number) => `Your quote for booking ${ref} (version ${version})`,
    heading: "Your quote is ready",
    body: (name: string, total: string, advance: string, until: string) => [
      `Dear ${name}, thank you for your enquiry. Your quote comes to ${total}, taxes included.`,
      `To confirm, open the quote, read the terms and press Accept before ${until}. The advance due on acceptance is ${advance}.`,
      "Would you like something changed? Use “Ask for a change” on the same page and we will send a new version.",
    ],
    total: "Total",
    advance: "Advance",
    validUntil: "Valid until",
    open: "Open your quote",
  },
  [Language.hi]: {
    subject: (ref: string, version: number) => `बुकिंग ${ref} के लिए आपका कोटेशन (संस्करण ${version})`,
    heading: "आपका कोटेशन तैयार है",
    body: (name: string, total: string, advance: string, until: string) => [
      `प्रिय ${name}, पूछताछ के लिए धन्यवाद। आपका कोटेशन कर सहित ${total} का है।`,
      `पुष्टि के लिए कोटेशन खोलें, शर्तें पढ़ें और ${until} से पहले “स्वीकार करें” दबाएँ। स्वीकार करने पर देय अग्रिम राशि ${advance} है।`,
      "कुछ बदलवाना चाहते हैं? उसी पेज पर “बदलाव का अनुरोध करें” चुनें, हम नया संस्करण भेजेंगे।",
    ],
    total: "कुल",
    advance: "अग्रिम",
    validUntil: "मान्य तिथि",
    open: "अपना कोटेशन खोलें",
  },
};

/** The customer's quote, with the link (and the token a guest needs) to read and accept it. */
export const quoteSent: MailKind = {
  quote: true,
  compose: ({ booking, language, facts, summary, footer, quote, links, tx }) => {
    if (!quote) throw new Error("quote-sent: the booking has no sent quote");
    const t = TEXTS[language];
    const total = formatInr(quote.totalPaise);
    const advance = formatInr(quote.advancePaise);
    const until = displayDateIn(language, quote.validUntil);
    return {
      subject: t.subject(facts.ref, quote.version),
      content: {
        preheader: `${t.total}: ${total}`,
        heading: t.heading,
        paragraphs: t.body(booking.name, total, advance, until),
        summary: [...summary, [t.total, total], [t.advance, advance], [t.validUntil, until]],
        action: { label: t.open, url: links.quotePage(language, booking.id, quote.validUntil) },
        footer,
        language,
        unsubscribeUrl: links.unsubscribeUrl(booking.email),
        unsubscribeLabel: tx.unsubscribe,
      },
    };
  },
};
