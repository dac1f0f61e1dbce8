import { Language } from "../shared/enums";

/** Every text the duty slip prints, per language (a missing Hindi text is a type error). */
export interface DutySlipPdfTexts {
  title: (ref: string) => string;
  reporting: string;
  date: string;
  time: string;
  place: string;
  /** When staff set no reporting time. */
  notGiven: string;
  returns: (date: string, days: number) => string;
  plan: string;
  day: (n: number) => string;
  nightHalt: string;
  /** The plan's last line: the way back after the last stop. */
  returnTo: (place: string) => string;
  customer: string;
  passengers: string;
  notSpecified: string;
  bus: string;
  /** A booking of several vehicles: which one this slip is for. */
  vehicle: string;
  vehicleOf: (n: number, of: number) => string;
  registration: string;
  drivers: string;
  notes: string;
  customerNotes: string;
  collect: string;
  noCollect: string;
  /** The boxes the driver fills in by hand. */
  openingKm: string;
  openingTime: string;
  closingKm: string;
  closingTime: string;
  signature: string;
}

export const DUTY_SLIP_PDF_TEXTS: Record<Language, DutySlipPdfTexts> = {
  [Language.en]: {
    title: (ref) => `Duty slip ${ref}`,
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
    passengers: "Passengers",
    notSpecified: "Not specified",
    bus: "Bus",
    vehicle: "Vehicle",
    vehicleOf: (n, of) => `${n} of ${of}`,
    registration: "Registration",
    drivers: "Drivers",
    notes: "Notes for the driver",
    customerNotes: "Customer's notes",
    collect: "Collect on board",
    noCollect: "Nothing to collect from the customer.",
    openingKm: "Opening km",
    openingTime: "Opening time",
    closingKm: "Closing km",
    closingTime: "Closing time",
    signature: "Customer's signature",
  },
  [Language.hi]: {
    title: (ref) => `ड्यूटी स्लिप ${ref}`,
    reporting: "रिपोर्टिंग",
    date: "तारीख़",
    time: "समय",
    place: "स्थान",
    notGiven: "ऑफ़िस से पूछें",
    returns: (d, n) => `अंतिम दिन ${d} (${n} दिन)`,
    plan: "यात्रा योजना",
    day: (n) => `दिन ${n}`,
    nightHalt: "रात्रि विश्राम",
    returnTo: (place) => `${place} वापसी`,
    customer: "ग्राहक",
    passengers: "यात्री",
    notSpecified: "नहीं बताया",
    bus: "बस",
    vehicle: "वाहन",
    vehicleOf: (n, of) => `${of} में से ${n}`,
    registration: "पंजीकरण नंबर",
    drivers: "ड्राइवर",
    notes: "ड्राइवर के लिए निर्देश",
    customerNotes: "ग्राहक की टिप्पणी",
    collect: "बस में ग्राहक से वसूलें",
    noCollect: "ग्राहक से कोई राशि नहीं लेनी है।",
    openingKm: "शुरुआती किलोमीटर",
    openingTime: "शुरुआत का समय",
    closingKm: "अंतिम किलोमीटर",
    closingTime: "समापन का समय",
    signature: "ग्राहक के हस्ताक्षर",
  },
};
