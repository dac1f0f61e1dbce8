/**
 * GSTIN (the 15-character GST identification number), checked the way the GST portal does: two digits of
 * state code, the holder's PAN (five letters, four digits, a letter), the entity number (1-9, A-Z), 'Z',
 * and a check character computed over the first fourteen (mod 36, weights 1 and 2 alternately).
 * Pure: no database, no I/O.
 */

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** GST state codes (first two digits of a GSTIN) and their states / union territories. */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (before division)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
};

export const isStateCode = (code: unknown): code is string => typeof code === "string" && code in GST_STATES;

/** "09-Uttar Pradesh", the form the GST offline tool's templates use for a place of supply. */
export const stateLabel = (code: string): string => `${code}-${GST_STATES[code] ?? "Unknown"}`;

/** The check character of the first fourteen characters of a GSTIN (upper case). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]);
    if (value < 0) throw new RangeError("gstinCheckChar");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

export type GstinProblem = "length" | "state" | "pan" | "entity" | "z" | "check";

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** Why a GSTIN is not one (null when it is). The text is upper-cased and trimmed first by `normalizeGstin`. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return "length";
  // 99 (Centre jurisdiction) numbers are issued to non-resident online service providers and do not carry a PAN.
  if (!isStateCode(gstin.slice(0, 2))) return "state";
  if (!PAN.test(gstin.slice(2, 12))) return "pan";
  if (!/^[1-9A-Z]$/.test(gstin[12])) return "entity";
  if (gstin[13] !== "Z") return "z";
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

export const normalizeGstin = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

export const isValidGstin = (value: string): boolean => gstinProblem(normalizeGstin(value)) === null;

/** The state code a GSTIN belongs to (its first two digits). */
export const gstinState = (gstin: string): string => gstin.slice(0, 2);
