import { BookingStatus, Language } from "../shared/enums";
import type { TaxTreatment } from "../shared/money";

/** Every text the receipt (a booking's PDF confirmation) prints, per language (a missing Hindi text is a type error). */
export interface ReceiptPdfTexts {
  /** The document's title, before the booking reference. */
  docTitle: string;
  tagline: string;
  title: string;
  header: (ref: string, status: string, issued: string) => string;
  /** Each booking status's name (a missing one is a type error). */
  status: Record<BookingStatus, string>;
  notSpecified: string;
  customer: string;
  name: string;
  email: string;
  phone: string;
  trip: string;
  pickup: string;
  destination: string;
  departure: string;
  duration: string;
  days: (n: number) => string;
  returnDate: string;
  distance: string;
  distanceValue: (km: string) => string;
  na: string;
  vehicle: string;
  unknown: string;
  passengers: string;
  notes: string;
  fare: string;
  agreedFare: string;
  advance: string;
  none: string;
  received: (date: string) => string;
  due: string;
  balance: string;
  /** The payments' list: its heading, each method's words, and the total received. */
  paymentsTitle: string;
  methods: Record<"razorpay" | "upi_manual" | "cash" | "bank", string>;
  receivedTotal: string;
  gstin: string;
  /** Printed on the receipt when the operator has no GSTIN in Settings → Tax. */
  billOfSupply: string;
  payBy: (purpose: "advance" | "balance", amount: string) => string;
  scan: string;
  /**
   * The accepted quote's section, and its words for at-actuals lines and GST (its rate and heads, and on reverse
   * charge that the recipient pays it: the tax is shown, not charged).
   */
  quoteTitle: (version: number) => string;
  tripCharges: string;
  atActuals: string;
  gst: (tax: TaxTreatment) => string;
  nextTitle: string;
  next: string;
  contact: string;
  phoneLine: string;
  whatsappLine: string;
  emailLine: string;
  hoursLine: string;
}

/** The heads, named as the tax invoice names them in both languages. */
const heads = (t: TaxTreatment) => (t.intraState ? "CGST + SGST" : "IGST");

export const RECEIPT_PDF_TEXTS: Record<Language, ReceiptPdfTexts> = {
  [Language.en]: {
    docTitle: "Booking",
    tagline: "Premium coach hire & tours from Varanasi, since 2005",
    title: "Booking confirmation",
    header: (ref, status, issued) => `Booking ID ${ref}   ·   Status: ${status}   ·   Issued ${issued}`,
    status: {
      [BookingStatus.Pending]: "Pending",
      [BookingStatus.Confirmed]: "Confirmed",
      [BookingStatus.Cancelled]: "Cancelled",
    },
    notSpecified: "Not specified",
    customer: "Customer",
    name: "Name",
    email: "Email",
    phone: "Phone",
    trip: "Trip",
    pickup: "Pickup",
    destination: "Destination",
    departure: "Departure",
    duration: "Duration",
    days: (n) => `${n} ${n === 1 ? "day" : "days"}`,
    returnDate: "Return",
    distance: "Distance (garage to garage)",
    distanceValue: (km) => `${km} km (approx.)`,
    na: "N/A",
    vehicle: "Vehicle",
    unknown: "Unknown",
    passengers: "Passengers",
    notes: "Notes",
    fare: "Fare",
    agreedFare: "Agreed fare",
    advance: "Advance",
    none: "None",
    received: (date) => `received ${date}`,
    due: "due",
    balance: "Balance",
    paymentsTitle: "Payments received",
    methods: { razorpay: "Online (Razorpay)", upi_manual: "UPI", cash: "Cash", bank: "Bank transfer" },
    receivedTotal: "Received in all",
    gstin: "GSTIN",
    billOfSupply:
      "Bill of supply: this receipt is not a tax invoice, because the operator has no GSTIN on record. No GST is charged on it.",
    payBy: (purpose, amount) => `Pay the ${purpose} by UPI: ${amount}`,
    scan: "Scan with any UPI app (BHIM, Google Pay, PhonePe, Paytm). Our team records your payment once received.",
    quoteTitle: (v) => `Accepted quote (version ${v})`,
    tripCharges: "Charges after the trip (approved)",
    atActuals: "At actuals",
    gst: (t) =>
      `GST ${t.rate} % (${heads(t)})${t.reverseCharge ? ", payable by the recipient on reverse charge (not charged)" : ""}`,
    nextTitle: "What happens next",
    next: "A member of our team will call you to confirm the itinerary and share the fare. Please be ready at the pickup point 30 minutes before departure.",
    contact: "Contact us",
    phoneLine: "Phone",
    whatsappLine: "WhatsApp",
    emailLine: "Email",
    hoursLine: "Support hours",
  },
  [Language.hi]: {
    docTitle: "बुकिंग",
    tagline: "2005 से वाराणसी से प्रीमियम कोच किराये पर और टूर",
    title: "बुकिंग की पुष्टि",
    header: (ref, status, issued) => `बुकिंग आईडी ${ref}   ·   स्थिति: ${status}   ·   जारी ${issued}`,
    status: {
      [BookingStatus.Pending]: "पुष्टि बाक़ी",
      [BookingStatus.Confirmed]: "पक्की",
      [BookingStatus.Cancelled]: "रद्द",
    },
    notSpecified: "नहीं बताया गया",
    customer: "ग्राहक",
    name: "नाम",
    email: "ईमेल",
    phone: "फ़ोन",
    trip: "यात्रा",
    pickup: "पिकअप",
    destination: "मंज़िल",
    departure: "रवानगी",
    duration: "अवधि",
    days: (n) => `${n} दिन`,
    returnDate: "वापसी",
    distance: "दूरी (गैराज से गैराज)",
    distanceValue: (km) => `${km} किमी (लगभग)`,
    na: "उपलब्ध नहीं",
    vehicle: "गाड़ी",
    unknown: "अज्ञात",
    passengers: "यात्री",
    notes: "नोट्स",
    fare: "किराया",
    agreedFare: "तय किराया",
    advance: "एडवांस",
    none: "कुछ नहीं",
    received: (date) => `${date} को मिला`,
    due: "देय",
    balance: "बाक़ी रक़म",
    paymentsTitle: "मिले भुगतान",
    methods: { razorpay: "ऑनलाइन (Razorpay)", upi_manual: "UPI", cash: "नकद", bank: "बैंक ट्रांसफ़र" },
    receivedTotal: "कुल मिला",
    gstin: "GSTIN",
    billOfSupply:
      "आपूर्ति का बिल: यह रसीद टैक्स इनवॉइस नहीं है, क्योंकि ऑपरेटर का कोई GSTIN दर्ज नहीं है। इस पर कोई GST नहीं लिया गया है।",
    payBy: (purpose, amount) => `${purpose === "advance" ? "एडवांस" : "बाक़ी रक़म"} UPI से चुकाएँ: ${amount}`,
    scan: "किसी भी UPI ऐप (BHIM, Google Pay, PhonePe, Paytm) से स्कैन करें। भुगतान मिलते ही हमारी टीम उसे दर्ज करती है।",
    quoteTitle: (v) => `स्वीकृत कोटेशन (संस्करण ${v})`,
    tripCharges: "यात्रा के बाद के शुल्क (स्वीकृत)",
    atActuals: "वास्तविक खर्च पर",
    gst: (t) =>
      `जीएसटी ${t.rate} % (${heads(t)})${t.reverseCharge ? ", रिवर्स चार्ज पर प्राप्तकर्ता द्वारा देय (लिया नहीं गया)" : ""}`,
    nextTitle: "आगे क्या होगा",
    next: "हमारी टीम का कोई सदस्य आपको फ़ोन करके रूट पक्का करेगा और किराया बताएगा। कृपया रवानगी से 30 मिनट पहले पिकअप की जगह पर तैयार रहें।",
    contact: "हमसे संपर्क करें",
    phoneLine: "फ़ोन",
    whatsappLine: "व्हाट्सऐप",
    emailLine: "ईमेल",
    hoursLine: "सहायता का समय",
  },
};
