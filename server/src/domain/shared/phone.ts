/**
 * Phone numbers as WhatsApp's click-to-chat (wa.me) reads them: digits only, with the country code. The operator's
 * customers and drivers are in India, so a number written without a country code is an Indian one (91): a 10-digit
 * mobile number, or one written with the trunk prefix 0. A number written with "+" or "00" keeps its own code.
 * The client's `app/phone.ts` follows the same rules.
 */

/** `phone` as wa.me expects it ("919415012345"), or null when it has too few digits to be a number. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const written = String(phone ?? "").trim();
  let digits = written.replace(/\D/g, "");
  const international = written.startsWith("+") || digits.startsWith("00");
  digits = digits.replace(/^00/, "");
  if (!international) {
    digits = digits.replace(/^0+/, "");
    if (digits.length === 10) digits = `91${digits}`;
  }
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** A wa.me link to `phone` with `text` prefilled, or null without a usable number. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

/**
 * `phone` as WhatsApp's Cloud API and MSG91 take it (digits with the country code), or null unless it is a valid
 * Indian mobile number (91 and ten digits from 6 to 9) or another country's E.164 number (8 to 15 digits, no
 * leading 0). A message to no valid number is skipped with that reason.
 */
export function e164Mobile(phone: string | null | undefined): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  if (number.startsWith("91")) return /^91[6-9]\d{9}$/.test(number) ? number : null;
  return /^[1-9]\d{7,14}$/.test(number) ? number : null;
}
