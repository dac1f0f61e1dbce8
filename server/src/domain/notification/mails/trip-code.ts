import { Language } from "../../shared/enums";
import type { TripMailContext, TripMailKind } from "./mail-kind";

const TEXTS = {
  [Language.en]: (f: TripMailContext) => ({
    subject: `Your trip ${f.reference} has started: your code is ${f.code}`,
    preheader: `Your trip code: ${f.code}`,
    heading: "Your trip has started",
    paragraphs: [
      `Dear ${f.booking.name}, your driver ${f.driver} has started trip ${f.reference}.`,
      `Your trip code is ${f.code}. At the end of the trip the driver will ask you for this code to close the trip. Please share it only when the trip is over.`,
    ],
    summary: [["Trip code", f.code]] as Array<[string, string]>,
    footer: ["Kashi Coach Tours, Varanasi"],
  }),
  [Language.hi]: (f: TripMailContext) => ({
    subject: `आपकी यात्रा ${f.reference} शुरू हो गई है: आपका कोड ${f.code} है`,
    preheader: `आपकी यात्रा का कोड: ${f.code}`,
    heading: "आपकी यात्रा शुरू हो गई है",
    paragraphs: [
      `प्रिय ${f.booking.name}, आपके ड्राइवर ${f.driver} ने यात्रा ${f.reference} शुरू कर दी है।`,
      `आपकी यात्रा का कोड ${f.code} है। यात्रा के अंत में ड्राइवर यात्रा बंद करने के लिए आपसे यह कोड माँगेंगे। कृपया यह कोड यात्रा पूरी होने पर ही बताएँ।`,
    ],
    summary: [["यात्रा कोड", f.code]] as Array<[string, string]>,
    footer: ["काशी कोच टूर्स, वाराणसी"],
  }),
};

/** The driver started the trip: the customer's 4-digit code, which the driver asks for to close it. */
export const tripCode: TripMailKind = {
  compose: (ctx) => {
    const { subject, ...content } = TEXTS[ctx.language](ctx);
    return { subject, content: { ...content, language: ctx.language } };
  },
};
