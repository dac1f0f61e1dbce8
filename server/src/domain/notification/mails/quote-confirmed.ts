import { Language } from "../../shared/enums";
import type { MailKind } from "./mail-kind";
import { formatInr } from "../../shared/money";

const TEXTS = {
  [Language.en]: {
    subject: (ref: string) => `You accepted the quote for booking ${ref}`,
    heading: "Thank you: your quote is accepted",
    body: (name: string, version: number, fare: string, advance: string) => [
      `Dear ${name}, this confirms that you accepted version ${version} of our quote. The agreed fare is ${fare}, taxes included.`,
      `The advance due now is ${advance}. Pay it by UPI from the quote page (the button and QR code are there), or as agreed with our booking desk; we confirm the booking once it is received.`,
      "Tolls, parking and permits marked “at actuals” are paid at cost during the trip.",
    ],
    fare: "Agreed fare",
    advance: "Advance due",
    open: "Open your quote",
  },
  [Language.hi]: {
    subject: (ref: string) => `आपने बुकिंग ${ref} का कोटेशन स्वीकार किया`,
    heading: "धन्यवाद: आपका कोटेशन स्वीकार हो गया है",
    body: (name: string, version: number, fare: string, advance: string) => [
      `प्रिय ${name}, यह पुष्टि है कि आपने हमारे कोटेशन का संस्करण ${version} स्वीकार किया है। तय किराया कर सहित ${fare} है।`,
      `अभी देय अग्रिम राशि ${advance} है। इसे कोटेशन पेज से UPI द्वारा चुकाएँ (बटन और QR कोड वहीं हैं), या हमारे बुकिंग डेस्क से तय तरीके से; राशि मिलने पर हम बुकिंग की पुष्टि करेंगे।`,
      "“वास्तविक खर्च पर” लिखे टोल, पार्किंग और परमिट यात्रा के दौरान लागत पर चुकाए जाते हैं।",
    ],
    fare: "तय किराया",
    advance: "देय अग्रिम",
    open: "अपना कोटेशन खोलें",
  },
};

/** The customer's confirmation of the quote they accepted: the agreed fare and the advance due, in their language. */
export const quoteConfirmed: MailKind = {
  quote: true,
  compose: ({ booking, language, summary, footer, quote, links, tx, facts }) => {
    if (!quote) throw new Error("quote-confirmed: the booking has no accepted quote");
    const t = TEXTS[language];
    const fare = formatInr(booking.agreedFarePaise ?? quote.totalPaise);
    const advance = formatInr(booking.agreedAdvancePaise ?? quote.advancePaise);
    return {
      subject: t.subject(facts.ref),
      content: {
        preheader: `${t.fare}: ${fare}`,
        heading: t.heading,
        paragraphs: t.body(booking.name, quote.version, fare, advance),
        summary: [...summary, [t.fare, fare], [t.advance, advance]],
        action: { label: t.open, url: links.quotePage(language, booking.id, quote.validUntil) },
        footer,
        language,
        unsubscribeUrl: links.unsubscribeUrl(booking.email),
        unsubscribeLabel: tx.unsubscribe,
      },
    };
  },
};
