import { Language } from "../../shared/enums";
import { formatInr } from "../../shared/money";
import type { MailKind } from "./mail-kind";

const TEXTS = {
  [Language.en]: {
    subject: (ref: string) => `Payment received for booking ${ref}`,
    heading: "Thank you: we received your payment",
    body: (name: string, balance: string) => [
      `Dear ${name}, your online payment has reached us and is recorded on your booking.`,
      balance === "" ? "Nothing more is due on this booking." : `The balance still due is ${balance}.`,
    ],
    balance: "Balance due",
    open: "View booking",
  },
  [Language.hi]: {
    subject: (ref: string) => `बुकिंग ${ref} का भुगतान मिल गया`,
    heading: "धन्यवाद: आपका भुगतान मिल गया है",
    body: (name: string, balance: string) => [
      `प्रिय ${name}, आपका ऑनलाइन भुगतान हमें मिल गया है और आपकी बुकिंग पर दर्ज हो गया है।`,
      balance === "" ? "इस बुकिंग पर अब कुछ देय नहीं है।" : `अभी देय शेष राशि ${balance} है।`,
    ],
    balance: "देय शेष",
    open: "बुकिंग देखें",
  },
};

/** The gateway confirmed an online payment (its webhook, or the reconciler): and what is left to pay. */
export const paymentReceived: MailKind = {
  compose: ({ booking, language, summary, footer, links, tx, facts, dashboard }) => {
    const t = TEXTS[language];
    const balancePaise = booking.balancePaise ?? 0;
    const balance = balancePaise > 0 ? formatInr(balancePaise) : "";
    return {
      subject: t.subject(facts.ref),
      content: {
        preheader: balance ? `${t.balance}: ${balance}` : t.heading,
        heading: t.heading,
        paragraphs: t.body(booking.name, balance),
        summary: balance ? [...summary, [t.balance, balance]] : summary,
        action: { label: t.open, url: dashboard.url },
        footer,
        language,
        unsubscribeUrl: links.unsubscribeUrl(booking.email),
        unsubscribeLabel: tx.unsubscribe,
      },
    };
  },
};
