/**
 * The messages the operator sends on WhatsApp (approved templates of the WhatsApp Business Cloud API) and, when
 * WhatsApp cannot reach the customer, by SMS (MSG91's Flow API, each flow registered under TRAI's DLT rules): one
 * registry, checked at start-up. A template's WhatsApp text numbers its parameters {{1}}, {{2}}, … as Meta's
 * template editor does; its SMS text marks each variable {#var#} in the same order, as the DLT portal does. The
 * README lists every template with its exact texts, which are what the operator submits to Meta and to DLT.
 */
import { Language } from "../shared/enums";

/** Meta's template categories (each priced by category); every transactional message here is a utility one. */
export type TemplateCategory = "UTILITY" | "AUTHENTICATION" | "MARKETING";

/** Whom a template goes to: the booking's customer, or the operator (the owner's phone). */
export type TemplateAudience = "customer" | "operator";

export interface MessageTemplate {
  /** The template's name at Meta (lower case, digits and underscores). */
  name: string;
  category: TemplateCategory;
  audience: TemplateAudience;
  /** When it goes, in staff's words (Settings → Messages). */
  when: string;
  /** What each parameter holds, in order ({{1}} is the first). */
  parameters: readonly string[];
  /** The WhatsApp body per language, with {{1}}…{{n}}. */
  text: Record<Language, string>;
  /** The SMS per language, with {#var#} per parameter in order; Hindi goes as Unicode. */
  sms: Record<Language, string>;
  /** MSG91's flow (template) id per language, which MSG91 maps to the DLT template id. */
  smsFlowId: Record<Language, string>;
  /** The DLT template id the flow is registered under, per language. */
  dltTemplateId: Record<Language, string>;
}

const t = (template: MessageTemplate) => template;

export const MESSAGE_TEMPLATES = [
  t({
    name: "request_received",
    category: "UTILITY",
    audience: "customer",
    when: "A booking request arrives",
    parameters: ["customer's name", "booking reference", "destination", "departure date"],
    text: {
      en: "Namaste {{1}}, we have received your booking request {{2}} for {{3}} on {{4}}. We will confirm the bus and the fare soon. – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, {{4}} को {{3}} के लिए आपका बुकिंग अनुरोध {{2}} हमें मिल गया है। हम जल्द ही बस और किराया पक्का करेंगे। – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, we have received your booking request {#var#} for {#var#} on {#var#}. We will confirm soon. - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, {#var#} को {#var#} के लिए आपका बुकिंग अनुरोध {#var#} मिल गया है। - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_request_received_en", hi: "kct_request_received_hi" },
    dltTemplateId: { en: "1107170000000000001", hi: "1107170000000000002" },
  }),
  t({
    name: "quote_ready",
    category: "UTILITY",
    audience: "customer",
    when: "Staff send a quote",
    parameters: ["customer's name", "booking reference", "quote link", "valid until"],
    text: {
      en: "Namaste {{1}}, your quote for booking {{2}} is ready: {{3}} It is valid until {{4}}. – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, बुकिंग {{2}} के लिए आपका कोटेशन तैयार है: {{3}} यह {{4}} तक मान्य है। – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, your quote for booking {#var#} is ready: {#var#} Valid until {#var#}. - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, बुकिंग {#var#} का कोटेशन तैयार है: {#var#} {#var#} तक मान्य। - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_quote_ready_en", hi: "kct_quote_ready_hi" },
    dltTemplateId: { en: "1107170000000000003", hi: "1107170000000000004" },
  }),
  t({
    name: "advance_due",
    category: "UTILITY",
    audience: "customer",
    when: "The customer accepts a quote",
    parameters: ["customer's name", "booking reference", "advance due", "where to pay"],
    text: {
      en: "Namaste {{1}}, thank you for accepting the quote for booking {{2}}. The advance of {{3}} confirms your bus. Pay here: {{4}} – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, बुकिंग {{2}} का कोटेशन स्वीकार करने के लिए धन्यवाद। {{3}} का अग्रिम भुगतान आपकी बस पक्की करता है। यहाँ भुगतान करें: {{4}} – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, the advance for booking {#var#} is {#var#}. Pay here: {#var#} - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, बुकिंग {#var#} का अग्रिम {#var#} है। भुगतान करें: {#var#} - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_advance_due_en", hi: "kct_advance_due_hi" },
    dltTemplateId: { en: "1107170000000000005", hi: "1107170000000000006" },
  }),
  t({
    name: "payment_received",
    category: "UTILITY",
    audience: "customer",
    when: "An online payment is confirmed",
    parameters: ["customer's name", "amount received", "booking reference", "balance due"],
    text: {
      en: "Namaste {{1}}, we have received {{2}} for booking {{3}}. Balance due: {{4}}. Thank you. – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, बुकिंग {{3}} के लिए {{2}} हमें मिल गए हैं। बाकी राशि: {{4}}। धन्यवाद। – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, we have received {#var#} for booking {#var#}. Balance due: {#var#}. - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, {#var#} बुकिंग {#var#} के लिए मिल गए। बाकी राशि: {#var#} - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_payment_received_en", hi: "kct_payment_received_hi" },
    dltTemplateId: { en: "1107170000000000007", hi: "1107170000000000008" },
  }),
  t({
    name: "trip_confirmed",
    category: "UTILITY",
    audience: "customer",
    when: "Staff confirm the booking",
    parameters: ["customer's name", "booking reference", "departure date", "pickup"],
    text: {
      en: "Namaste {{1}}, your booking {{2}} is confirmed. Departure {{3}} from {{4}}. We will send the bus and driver details before the trip. – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, आपकी बुकिंग {{2}} पक्की हो गई है। प्रस्थान {{3}}, {{4}} से। यात्रा से पहले हम बस और ड्राइवर का विवरण भेजेंगे। – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, your booking {#var#} is confirmed. Departure {#var#} from {#var#}. - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, आपकी बुकिंग {#var#} पक्की है। प्रस्थान {#var#}, {#var#} से। - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_trip_confirmed_en", hi: "kct_trip_confirmed_hi" },
    dltTemplateId: { en: "1107170000000000009", hi: "1107170000000000010" },
  }),
  t({
    name: "bus_driver_details",
    category: "UTILITY",
    audience: "customer",
    when: "A driver is assigned, or 12 hours before departure",
    parameters: [
      "booking reference",
      "bus registration",
      "driver's name",
      "driver's phone",
      "reporting time",
      "reporting place",
    ],
    text: {
      en: "Booking {{1}}: your bus is {{2}}, driver {{3}} ({{4}}). Reporting at {{5}}, {{6}}. – Kashi Coach Tours",
      hi: "बुकिंग {{1}}: आपकी बस {{2}} है, ड्राइवर {{3}} ({{4}})। रिपोर्टिंग {{5}}, {{6}}। – काशी कोच टूर्स",
    },
    sms: {
      en: "Booking {#var#}: bus {#var#}, driver {#var#} ({#var#}). Reporting {#var#}, {#var#}. - Kashi Coach Tours",
      hi: "बुकिंग {#var#}: बस {#var#}, ड्राइवर {#var#} ({#var#})। रिपोर्टिंग {#var#}, {#var#}। - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_bus_driver_details_en", hi: "kct_bus_driver_details_hi" },
    dltTemplateId: { en: "1107170000000000011", hi: "1107170000000000012" },
  }),
  t({
    name: "trip_reminder",
    category: "UTILITY",
    audience: "customer",
    when: "24 hours before departure (a Confirmed booking)",
    parameters: ["customer's name", "booking reference", "departure date", "pickup"],
    text: {
      en: "Namaste {{1}}, a reminder: your trip {{2}} leaves on {{3}} from {{4}}. Have a good journey. – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, याद दिला दें: आपकी यात्रा {{2}} {{3}} को {{4}} से शुरू होगी। शुभ यात्रा। – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, reminder: trip {#var#} leaves on {#var#} from {#var#}. - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, याद दिला दें: यात्रा {#var#} {#var#} को {#var#} से। - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_trip_reminder_en", hi: "kct_trip_reminder_hi" },
    dltTemplateId: { en: "1107170000000000013", hi: "1107170000000000014" },
  }),
  t({
    name: "trip_started",
    category: "UTILITY",
    audience: "customer",
    when: "The driver starts the trip",
    parameters: ["customer's name", "booking reference", "trip code"],
    text: {
      en: "Namaste {{1}}, your trip {{2}} has started. Your trip code is {{3}}: share it with the driver only at the end of the trip. – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, आपकी यात्रा {{2}} शुरू हो गई है। आपका यात्रा कोड {{3}} है: इसे यात्रा के अंत में ही ड्राइवर को बताएँ। – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, trip {#var#} has started. Your trip code is {#var#}; share it only at the end. - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, यात्रा {#var#} शुरू हुई। आपका कोड {#var#} है; अंत में ही बताएँ। - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_trip_started_en", hi: "kct_trip_started_hi" },
    dltTemplateId: { en: "1107170000000000015", hi: "1107170000000000016" },
  }),
  t({
    name: "trip_closed",
    category: "UTILITY",
    audience: "customer",
    when: "The trip is closed",
    parameters: ["customer's name", "booking reference", "booking page with the invoice"],
    text: {
      en: "Namaste {{1}}, your trip {{2}} is complete. Thank you for travelling with us. Your bill and invoice: {{3}} – Kashi Coach Tours",
      hi: "नमस्ते {{1}}, आपकी यात्रा {{2}} पूरी हुई। हमारे साथ यात्रा के लिए धन्यवाद। आपका बिल और इनवॉइस: {{3}} – काशी कोच टूर्स",
    },
    sms: {
      en: "Namaste {#var#}, trip {#var#} is complete. Thank you. Bill and invoice: {#var#} - Kashi Coach Tours",
      hi: "नमस्ते {#var#}, यात्रा {#var#} पूरी हुई। धन्यवाद। बिल और इनवॉइस: {#var#} - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_trip_closed_en", hi: "kct_trip_closed_hi" },
    dltTemplateId: { en: "1107170000000000017", hi: "1107170000000000018" },
  }),
  t({
    name: "document_expiring",
    category: "UTILITY",
    audience: "operator",
    when: "A vehicle document nears its expiry (to the owner)",
    parameters: ["bus", "document", "valid until"],
    text: {
      en: "Reminder: the {{2}} of {{1}} expires on {{3}}. Please renew it. – Kashi Coach Tours",
      hi: "याद दिला दें: {{1}} का {{2}} {{3}} को समाप्त हो रहा है। कृपया नवीनीकरण कराएँ। – काशी कोच टूर्स",
    },
    sms: {
      en: "Reminder: {#var#} {#var#} expires on {#var#}. Please renew. - Kashi Coach Tours",
      hi: "याद दिला दें: {#var#} का {#var#} {#var#} को समाप्त। - काशी कोच टूर्स",
    },
    smsFlowId: { en: "kct_document_expiring_en", hi: "kct_document_expiring_hi" },
    dltTemplateId: { en: "1107170000000000019", hi: "1107170000000000020" },
  }),
] as const satisfies readonly MessageTemplate[];

export type TemplateName = (typeof MESSAGE_TEMPLATES)[number]["name"];

const byName = new Map<string, MessageTemplate>(MESSAGE_TEMPLATES.map((x) => [x.name, x]));

export function templateNamed(name: string): MessageTemplate | undefined {
  return byName.get(name);
}

const LANGUAGES = Object.values(Language);
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/**
 * Refuses a registry that Meta or DLT would refuse, naming what is wrong: a template without a text, an SMS or
 * ids in each language; a WhatsApp text whose {{n}} are not exactly 1…parameters; an SMS whose {#var#} count
 * differs from the parameters; a name twice. Called at start-up (the server does not start with a broken one).
 */
export function checkTemplates(registry: readonly MessageTemplate[] = MESSAGE_TEMPLATES): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const x of registry) {
    if (!/^[a-z0-9_]{1,512}$/.test(x.name)) problems.push(`"${x.name}" is not a template name Meta accepts`);
    if (seen.has(x.name)) problems.push(`"${x.name}" is listed twice`);
    seen.add(x.name);
    for (const language of LANGUAGES) {
      const where = `"${x.name}" (${language})`;
      const text = x.text?.[language];
      const sms = x.sms?.[language];
      if (!text) problems.push(`${where} has no WhatsApp text`);
      if (!sms) problems.push(`${where} has no SMS text`);
      if (!x.smsFlowId?.[language] || !x.dltTemplateId?.[language])
        problems.push(`${where} has no MSG91 flow id or DLT template id`);
      if (text) {
        const numbers = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        const expected = x.parameters.map((_, i) => i + 1);
        if ([...new Set(numbers)].sort((a, b) => a - b).join() !== expected.join())
          problems.push(`${where}: its text uses {{${numbers.join("}}, {{")}}} for ${x.parameters.length} parameters`);
      }
      if (sms && count(sms, /\{#var#\}/g) !== x.parameters.length)
        problems.push(
          `${where}: its SMS has ${count(sms, /\{#var#\}/g)} {#var#} for ${x.parameters.length} parameters`,
        );
    }
  }
  if (problems.length) throw new Error(`The message templates cannot be used: ${problems.join("; ")}.`);
}

/** A template's WhatsApp text with its parameters filled in. */
export function fillText(text: string, parameters: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? "");
}

/** A template's SMS with its variables filled in, in order. */
export function fillSms(sms: string, parameters: readonly string[]): string {
  let i = 0;
  return sms.replace(/\{#var#\}/g, () => parameters[i++] ?? "");
}
