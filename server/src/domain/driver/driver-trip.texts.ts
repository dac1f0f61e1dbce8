/** The e-mail that gives the customer the code closing their trip, in English and Hindi. */
import { Language } from "../shared/enums";

interface CodeFacts {
  name: string;
  reference: string;
  driver: string;
  code: string;
}

const TEXTS = {
  en: (f: CodeFacts) => ({
    subject: `Your trip ${f.reference} has started: your code is ${f.code}`,
    preheader: `Your trip code: ${f.code}`,
    heading: "Your trip has started",
    paragraphs: [
      `Dear ${f.name}, your driver ${f.driver} has started trip ${f.reference}.`,
      `Your trip code is ${f.code}. At the end of the trip the driver will ask you for this code to close the trip. Please share it only when the trip is over.`,
    ],
    summary: [["Trip code", f.code]] as Array<[string, string]>,
    footer: ["Kashi Coach Tours, Varanasi"],
  }),
  hi: (f: CodeFacts) => ({
    subject: `आपकी यात्रा ${f.reference} शुरू हो गई है: आपका कोड ${f.code} है`,
    preheader: `आपकी यात्रा का कोड: ${f.code}`,
    heading: "आपकी यात्रा शुरू हो गई है",
    paragraphs: [
      `प्रिय ${f.name}, आपके ड्राइवर ${f.driver} ने यात्रा ${f.reference} शुरू कर दी है।`,
      `आपकी यात्रा का कोड ${f.code} है। यात्रा के अंत में ड्राइवर यात्रा बंद करने के लिए आपसे यह कोड माँगेंगे। कृपया यह कोड यात्रा पूरी होने पर ही बताएँ।`,
    ],
    summary: [["यात्रा कोड", f.code]] as Array<[string, string]>,
    footer: ["काशी कोच टूर्स, वाराणसी"],
  }),
};

/** The subject and the content mail/templates lays out (its EmailContent). */
export function tripCodeEmail(language: Language, facts: CodeFacts) {
  const { subject, ...body } = TEXTS[language === Language.hi ? "hi" : "en"](facts);
  return { subject, body: { ...body, language: language === Language.hi ? ("hi" as const) : ("en" as const) } };
}
