/**
 * What a message costs, in rupees as exact decimal text (stored as `numeric`, summed in SQL; never a float in
 * arithmetic). WhatsApp: Meta's per-message rate for India by the category its status webhook reports (the rates
 * of Meta's price list for India, effective 1 July 2025); a message Meta marks not billable (a reply inside the
 * customer-service window) costs nothing. SMS: MSG91's rate per 160-character part (70 for Unicode).
 */
const WHATSAPP_RATES_INR: Record<string, string> = {
  utility: "0.1150",
  authentication: "0.1150",
  authentication_international: "2.2800",
  marketing: "0.7846",
  service: "0.0000",
  referral_conversion: "0.0000",
};

/** MSG91's transactional SMS rate per part, INR (a published price for DLT-registered transactional routes). */
export const SMS_RATE_INR = "0.2000";

/** The cost of a WhatsApp message Meta reported with this category; "0.0000" when not billable or unknown. */
export function whatsAppCost(category: string, billable: boolean): string {
  return billable ? (WHATSAPP_RATES_INR[category] ?? "0.0000") : "0.0000";
}

/** The parts an SMS is sent in: 160 characters (153 per part when split), or 70 (67) for Unicode. */
export function smsParts(text: string, unicode: boolean): number {
  const length = [...text].length;
  const [single, part] = unicode ? [70, 67] : [160, 153];
  return length <= single ? 1 : Math.ceil(length / part);
}

/** An SMS's cost as decimal text: its parts at the rate per part, counted in ten-thousandths of a rupee. */
export function smsCost(text: string, unicode: boolean): string {
  const units = smsParts(text, unicode) * Number(SMS_RATE_INR.replace(".", ""));
  return `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, "0")}`;
}
