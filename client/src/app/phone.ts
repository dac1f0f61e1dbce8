/**
 * Phone numbers as WhatsApp's click-to-chat (wa.me) reads them: digits only, with the country code. Customers and
 * drivers are in India, so a number written without a country code is an Indian one (91): a 10-digit mobile
 * number, or one written with the trunk prefix 0. A number written with "+" or "00" keeps its own code. The
 * server's `domain/shared/phone.ts` follows the same rules; every wa.me link of the client is made here.
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

/** A wa.me link to `phone` with `text` prefilled; without a usable number, WhatsApp's own chooser (wa.me/?text=). */
export function whatsappHref(phone: string | null | undefined, text: string): string {
  return `https://wa.me/${whatsappNumber(phone) ?? ""}?text=${encodeURIComponent(text)}`;
}
