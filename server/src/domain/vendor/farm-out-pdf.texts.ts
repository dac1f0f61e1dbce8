import { Language } from "../shared/enums";

/** Every text the farm-out sheet prints, per language (a missing Hindi text is a type error). */
export interface FarmOutPdfTexts {
  title: (ref: string) => string;
  vehicleOf: (n: number, of: number) => string;
  vendor: string;
  phone: string;
  contact: string;
  gstin: string;
  bus: string;
  registration: string;
  seats: string;
  reporting: string;
  date: string;
  time: string;
  place: string;
  notGiven: string;
  returns: (date: string, days: number) => string;
  plan: string;
  day: (n: number) => string;
  nightHalt: string;
  returnTo: (place: string) => string;
  customer: string;
  passengers: string;
  notSpecified: string;
  drivers: string;
  noDrivers: string;
  notes: string;
  cost: string;
  agreed: string;
  costNotAgreed: string;
  billTo: string;
  signature: string;
}

export const FARM_OUT_PDF_TEXTS: Record<Language, FarmOutPdfTexts> = {
  [Language.en]: {
    title: (ref) => `Farm-out sheet ${ref}`,
    vehicleOf: (n, of) => `Vehicle ${n} of ${of}`,
    vendor: "Vendor",
    phone: "Phone",
    contact: "Contact",
    gstin: "GSTIN",
    bus: "Bus",
    registration: "Registration",
    seats: "Seats",
    reporting: "Reporting",
    date: "Date",
    time: "Time",
    place: "Place",
    notGiven: "Ask the office",
    returns: (d, n) => `Last day ${d} (${n} day${n === 1 ? "" : "s"})`,
    plan: "Trip plan",
    day: (n) => `Day ${n}`,
    nightHalt: "night halt",
    returnTo: (place) => `Return to ${place}`,
    customer: "Customer",
    passengers: "Passengers of the group",
    notSpecified: "Not specified",
    drivers: "Drivers",
    noDrivers: "The vendor names the driver to the office before departure.",
    notes: "Notes for the driver",
    cost: "Hire charge",
    agreed: "Agreed",
    costNotAgreed: "As agreed with the office",
    billTo: "Bill Kashi Coach Tours for this vehicle, quoting the reference above.",
    signature: "Vendor's signature",
  },
  [Language.hi]: {
    title: (ref) => `फ़ार्म-आउट पत्रक ${ref}`,
    vehicleOf: (n, of) => `${of} में से वाहन ${n}`,
    vendor: "विक्रेता",
    phone: "फ़ोन",
    contact: "संपर्क",
    gstin: "GSTIN",
    bus: "बस",
    registration: "पंजीकरण",
    seats: "सीटें",
    reporting: "रिपोर्टिंग",
    date: "तारीख़",
    time: "समय",
    place: "स्थान",
    notGiven: "कार्यालय से पूछें",
    returns: (d, n) => `अंतिम दिन ${d} (${n} दिन)`,
    plan: "यात्रा योजना",
    day: (n) => `दिन ${n}`,
    nightHalt: "रात्रि विश्राम",
    returnTo: (place) => `${place} वापसी`,
    customer: "ग्राहक",
    passengers: "समूह के यात्री",
    notSpecified: "नहीं बताया",
    drivers: "चालक",
    noDrivers: "विक्रेता प्रस्थान से पहले कार्यालय को चालक का नाम बताएं।",
    notes: "चालक के लिए टिप्पणी",
    cost: "किराया",
    agreed: "तय",
    costNotAgreed: "कार्यालय से तय अनुसार",
    billTo: "इस वाहन का बिल ऊपर दिए संदर्भ के साथ काशी कोच टूर्स को भेजें।",
    signature: "विक्रेता के हस्ताक्षर",
  },
};
