import { Language } from "../shared/enums";

/** The facts of a booking that customer e-mails quote (dates already written in the e-mail's language). */
export interface MailFacts {
  ref: string;
  name: string;
  pickup: string;
  destination: string;
  departure: string;
  returns: string;
  days: number;
  bus: string;
}

/** The texts of one customer e-mail (`paragraphs` may quote the operator's first booking phone). */
export interface MailTexts {
  subject: (f: MailFacts) => string;
  preheader: (f: MailFacts) => string;
  heading: string | ((f: MailFacts) => string);
  paragraphs: (f: MailFacts, phone: string | undefined) => string[];
}

/** Every text of the customer e-mails, per language (a missing Hindi text is a type error). */
export interface CustomerMailTexts {
  summary: {
    booking: string;
    pickup: string;
    destination: string;
    departure: string;
    returns: string;
    days: string;
    bus: string;
    /** The trip plan's rows (trip-plan-rows.ts): a stop's day, a night halt, the way back. */
    planDay: (day: number) => string;
    nightHalt: string;
    returnTo: (place: string) => string;
  };
  footer: (hours: string, phones: string, address: string) => string[];
  viewBooking: string;
  unsubscribe: string;
  received: MailTexts;
  confirmed: MailTexts;
  cancelled: MailTexts & { bookAgain: string };
  pending: MailTexts;
  reminder: MailTexts;
  invite: { title: (f: MailFacts) => string; description: (f: MailFacts) => string };
}

export const CUSTOMER_MAIL: Record<Language, CustomerMailTexts> = {
  [Language.en]: {
    summary: {
      booking: "Booking",
      pickup: "Pickup",
      destination: "Destination",
      departure: "Departure",
      returns: "Return",
      days: "Days",
      bus: "Bus",
      planDay: (day) => `Plan, day ${day}`,
      nightHalt: "night halt",
      returnTo: (place) => `Return to ${place}`,
    },
    footer: (hours, phones, address) => [
      `Support hours: ${hours}`,
      `Call us: ${phones}`,
      `Kashi Coach Tours, ${address}`,
    ],
    viewBooking: "View your booking",
    unsubscribe: "Unsubscribe from trip reminders",
    received: {
      subject: (f) => `We have received your booking ${f.ref}`,
      preheader: (f) => `Booking ${f.ref}: ${f.pickup} to ${f.destination}, ${f.departure}`,
      heading: (f) => `Thank you, ${f.name}. We have your booking request.`,
      paragraphs: (f) => [
        `Your booking reference is ${f.ref}. Its status is Pending.`,
        "What happens next: our team checks the bus and the dates and calls you back to confirm the trip and its price. You will get an e-mail as soon as the status changes.",
      ],
    },
    confirmed: {
      subject: (f) => `Your booking ${f.ref} is confirmed`,
      preheader: (f) => `Confirmed: ${f.departure} to ${f.returns}`,
      heading: "Your trip is confirmed",
      paragraphs: (f) => [
        `Good news, ${f.name}: booking ${f.ref} is Confirmed. The calendar invite attached covers your trip from departure to return.`,
      ],
    },
    cancelled: {
      subject: (f) => `Your booking ${f.ref} has been cancelled`,
      preheader: (f) => `Booking ${f.ref} is cancelled`,
      heading: "Your booking has been cancelled",
      paragraphs: (f, phone) => [
        `Booking ${f.ref} (${f.pickup} to ${f.destination}, ${f.departure}) is now Cancelled.`,
        `To travel on other dates, book again on our website or call us on ${phone ?? "our booking number"}.`,
      ],
      bookAgain: "Book again",
    },
    pending: {
      subject: (f) => `Your booking ${f.ref} is pending again`,
      preheader: (f) => `Booking ${f.ref} is Pending`,
      heading: "Your booking is pending",
      paragraphs: (f) => [`Booking ${f.ref} is Pending again. Our team will call you back shortly.`],
    },
    reminder: {
      subject: (f) => `Reminder: your trip ${f.ref} departs ${f.departure}`,
      preheader: (f) => `Your trip departs ${f.departure}`,
      heading: (f) => `Your trip departs on ${f.departure}`,
      paragraphs: (f) => [
        `A reminder that booking ${f.ref} departs on ${f.departure} from ${f.pickup}. Have a good journey!`,
      ],
    },
    invite: {
      title: (f) => `Kashi Coach Tours trip ${f.ref}: ${f.pickup} to ${f.destination}`,
      description: (f) => `Booking ${f.ref}, ${f.days} day(s), bus ${f.bus}.`,
    },
  },
  [Language.hi]: {
    summary: {
      booking: "बुकिंग",
      pickup: "पिकअप",
      destination: "मंज़िल",
      departure: "रवानगी",
      returns: "वापसी",
      days: "दिन",
      bus: "बस",
      planDay: (day) => `योजना, दिन ${day}`,
      nightHalt: "रात्रि विश्राम",
      returnTo: (place) => `${place} वापसी`,
    },
    footer: (hours, phones, address) => [`सहायता का समय: ${hours}`, `फ़ोन करें: ${phones}`, `काशी कोच टूर्स, ${address}`],
    viewBooking: "अपनी बुकिंग देखें",
    unsubscribe: "यात्रा के रिमाइंडर ईमेल बंद करें",
    received: {
      subject: (f) => `आपकी बुकिंग ${f.ref} हमें मिल गई है`,
      preheader: (f) => `बुकिंग ${f.ref}: ${f.pickup} से ${f.destination}, ${f.departure}`,
      heading: (f) => `धन्यवाद, ${f.name}। आपका बुकिंग अनुरोध हमें मिल गया है।`,
      paragraphs: (f) => [
        `आपकी बुकिंग का नंबर ${f.ref} है। इसकी स्थिति अभी "पुष्टि बाक़ी" है।`,
        "आगे क्या होगा: हमारी टीम बस और तारीख़ें जाँचकर आपको फ़ोन करेगी और यात्रा व किराया पक्का करेगी। स्थिति बदलते ही आपको ईमेल मिलेगा।",
      ],
    },
    confirmed: {
      subject: (f) => `आपकी बुकिंग ${f.ref} पक्की हो गई है`,
      preheader: (f) => `पक्की: ${f.departure} से ${f.returns}`,
      heading: "आपकी यात्रा पक्की हो गई है",
      paragraphs: (f) => [
        `ख़ुशख़बरी, ${f.name}: बुकिंग ${f.ref} पक्की हो गई है। साथ में लगा कैलेंडर आमंत्रण रवानगी से वापसी तक की आपकी यात्रा दिखाता है।`,
      ],
    },
    cancelled: {
      subject: (f) => `आपकी बुकिंग ${f.ref} रद्द कर दी गई है`,
      preheader: (f) => `बुकिंग ${f.ref} रद्द है`,
      heading: "आपकी बुकिंग रद्द कर दी गई है",
      paragraphs: (f, phone) => [
        `बुकिंग ${f.ref} (${f.pickup} से ${f.destination}, ${f.departure}) अब रद्द है।`,
        `किसी और तारीख़ पर यात्रा के लिए हमारी वेबसाइट पर फिर से बुक करें या हमें ${phone ?? "हमारे बुकिंग नंबर"} पर फ़ोन करें।`,
      ],
      bookAgain: "फिर से बुक करें",
    },
    pending: {
      subject: (f) => `आपकी बुकिंग ${f.ref} फिर से पुष्टि के इंतज़ार में है`,
      preheader: (f) => `बुकिंग ${f.ref}: पुष्टि बाक़ी`,
      heading: "आपकी बुकिंग पुष्टि के इंतज़ार में है",
      paragraphs: (f) => [`बुकिंग ${f.ref} फिर से पुष्टि के इंतज़ार में है। हमारी टीम जल्द ही आपको फ़ोन करेगी।`],
    },
    reminder: {
      subject: (f) => `याद दिलाना: आपकी यात्रा ${f.ref} ${f.departure} को है`,
      preheader: (f) => `आपकी यात्रा ${f.departure} को है`,
      heading: (f) => `आपकी यात्रा ${f.departure} को शुरू होगी`,
      paragraphs: (f) => [`याद दिला दें कि बुकिंग ${f.ref} की रवानगी ${f.departure} को ${f.pickup} से है। आपकी यात्रा शुभ हो!`],
    },
    invite: {
      title: (f) => `काशी कोच टूर्स यात्रा ${f.ref}: ${f.pickup} से ${f.destination}`,
      description: (f) => `बुकिंग ${f.ref}, ${f.days} दिन, बस ${f.bus}।`,
    },
  },
};
