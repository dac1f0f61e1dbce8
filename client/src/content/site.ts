/**
 * The static copy of the site, in one place. Texts the specification fixes (service titles, the six
 * amenity titles, Safety / Pricing / Reliability, support hours) are kept word for word.
 * Contact numbers, e-mail and hours shown to visitors come from the server's settings, not from here.
 */

export interface Company {
  name: string;
  tagline: string;
  since: number;
  city: string;
  intro: string;
}

export const company: Company = {
  name: "Kashi Coach Tours",
  tagline: "Premium coaches from the city of light",
  since: 2005,
  city: "Varanasi",
  intro:
    "Since 2005, families, pilgrims, wedding parties and companies have trusted us to carry them across Uttar Pradesh, Bihar and beyond. Every coach is cleaned and inspected before each trip, every driver knows the roads of the Gangetic plain by heart, and when you call, a real person in our Varanasi office plans your journey with you.",
};

export type ServiceIcon = "map" | "rings" | "briefcase" | "route";
export interface Service {
  title: string;
  icon: ServiceIcon;
  text: string;
}

export const services: Service[] = [
  {
    title: "Tour Packages",
    icon: "map",
    text: "Unhurried circuits to Sarnath, Prayagraj, Ayodhya, Bodh Gaya, Agra and beyond, with comfortable coaches, sensible halts and drivers who know every temple town.",
  },
  {
    title: "Wedding Transportation",
    icon: "rings",
    text: "Garlanded coaches for the baraat and punctual pickups for every guest from hotels, stations and the airport, with a coordinator on call all day.",
  },
  {
    title: "Corporate Events",
    icon: "briefcase",
    text: "Conference shuttles, offsites and airport transfers in tracked vehicles with uniformed drivers and GST invoices, run to the minute.",
  },
  {
    title: "Custom Itineraries",
    icon: "route",
    text: "Tell us where you dream of going; we plan the route, the stops and the timings around your group, and suggest the right coach for it.",
  },
];

export interface Step {
  title: string;
  text: string;
}

export const howItWorks: Step[] = [
  {
    title: "Choose your coach",
    text: "Browse the fleet and pick the size and comfort your group needs, from a 12-seat van to a 49-seat luxury coach.",
  },
  {
    title: "Share your trip",
    text: "Send your pickup point, destination, date and number of days through our short booking form.",
  },
  {
    title: "Travel in comfort",
    text: "Our team calls you to confirm the plan and the fare, and your coach arrives on time, cleaned and ready.",
  },
];

export interface Review {
  id: number;
  author_name: string;
  profile_photo_url: string;
  rating: number;
  text: string;
  time: number; /* unix seconds */
}

export const reviews: Review[] = [
  {
    id: 1,
    author_name: "Ananya Mishra",
    profile_photo_url: "/art/reviews/ananya.svg",
    rating: 5,
    time: 1791781200, // 12 October 2026
    text: "We hired two coaches for my sister's wedding in Varanasi. Both arrived early, spotless and beautifully decorated with marigolds, and the drivers were endlessly patient with our very large family. Not one guest was left waiting.",
  },
  {
    id: 2,
    author_name: "Rahul Srivastava",
    profile_photo_url: "/art/reviews/rahul.svg",
    rating: 4.5,
    time: 1784610000, // 21 July 2026
    text: "Booked the Tempo Traveller for a Sarnath, Bodh Gaya and Rajgir trip with my parents. Smooth ride, a fair quote with no surprises, and a driver who knew every clean dhaba on the way. Would have loved a slightly earlier pickup on the last day.",
  },
  {
    id: 3,
    author_name: "Meenakshi Iyer",
    profile_photo_url: "/art/reviews/meenakshi.svg",
    rating: 5,
    time: 1775192400, // 3 April 2026
    text: "Our company offsite moved forty people between Varanasi and Prayagraj over three days. Every pickup ran to the minute, the coach was cool and comfortable, and the invoices were ready before we got home.",
  },
  {
    id: 4,
    author_name: "David Turner",
    profile_photo_url: "/art/reviews/david.svg",
    rating: 4.5,
    time: 1764910800, // 5 December 2025
    text: "As a first-time visitor I was nervous about long road trips in India. The team explained everything on WhatsApp, handled the border for our Lumbini day, and the coach felt safe and calm the whole way.",
  },
];

/** Only a link: more reviews on the maps service. */
export const reviewsMoreUrl = "https://www.google.com/maps/search/?api=1&query=Kashi+Coach+Tours+Varanasi";

export type AmenityIcon = "seat" | "snow" | "screen" | "shield" | "wheel" | "sparkle";
export interface Amenity {
  title: string;
  icon: AmenityIcon;
  text: string;
}

export const amenities: Amenity[] = [
  {
    title: "Comfortable Seating",
    icon: "seat",
    text: "Push-back seats with generous legroom, armrests and headrest covers washed after every trip.",
  },
  {
    title: "Air Conditioning",
    icon: "snow",
    text: "Powerful climate control that keeps the cabin cool through the hottest Varanasi afternoons.",
  },
  {
    title: "Entertainment System",
    icon: "screen",
    text: "Music and screens on board to make the long stretches of highway pass pleasantly.",
  },
  {
    title: "Safety First",
    icon: "shield",
    text: "GPS tracking, speed governors, first-aid kits and fire extinguishers on every vehicle.",
  },
  {
    title: "Experienced Drivers",
    icon: "wheel",
    text: "Licensed, courteous drivers with years on North Indian roads, who never rush and always rest.",
  },
  {
    title: "Clean & Hygienic",
    icon: "sparkle",
    text: "Every coach is cleaned, sanitised and inspected before it leaves the depot.",
  },
];

export interface WhyItem {
  title: string;
  text: string;
}

export const about: { title: string; lead: string; story: string[]; whyChooseUs: WhyItem[] } = {
  title: "About Kashi Coach Tours",
  lead: "A Varanasi family business, carrying travellers with care since 2005.",
  story: [
    "Kashi Coach Tours began in 2005 with a single 35-seat coach, a small office near the Cantonment and a simple promise: to treat every passenger as a guest in our own home. Pilgrims bound for Sarnath, Prayagraj and Ayodhya were our first travellers, and their word of mouth built the company.",
    "Two decades on, our fleet runs from nimble 12-seat vans to a 49-seat multi-axle luxury coach and a sleeper for overnight journeys. We have carried wedding parties through the lanes of the old city, school groups to the Taj Mahal, monks along the Buddhist circuit and conference delegates to the airport on time.",
    "We still plan every trip from Varanasi. The people who answer your call are the people who plan your route, brief your driver and stay on the phone until your group is home. That, more than any coach, is what we are proudest of.",
  ],
  whyChooseUs: [
    {
      title: "Safety",
      text: "Scheduled maintenance, GPS-tracked coaches and trained drivers who keep to safe speeds and proper rest. Your group arrives calm and unhurried.",
    },
    {
      title: "Pricing",
      text: "Clear, fair quotes with tolls, permits and driver allowances spelt out. We confirm the fare with you by phone before anything is booked.",
    },
    {
      title: "Reliability",
      text: "Twenty years of on-time pickups across North India. If a vehicle ever has a problem on the road, a replacement is on its way within hours.",
    },
  ],
};

export const bookingInfo: { info: string[]; why: string[] } = {
  info: [
    "Tell us where and when; our team calls you back to confirm the itinerary and the fare.",
    "No payment is taken online. You pay only after your plan is confirmed.",
    "Please be at the pickup point 30 minutes before departure.",
    "Your confirmed quote lists tolls, parking and state permits, so there are no surprises.",
    "For border trips to Nepal, carry a passport or voter ID; other nationalities need a Nepal visa.",
  ],
  why: [
    "Well-maintained, air-conditioned coaches",
    "Experienced, courteous drivers",
    "Transparent pricing with no hidden charges",
    "GPS tracking and first-aid on every trip",
    "Support from 9:00 AM to 9:00 PM daily",
  ],
};

export const customSolution: { title: string; text: string } = {
  title: "Need a custom solution?",
  text: "A large wedding, a multi-city tour or a fleet for an event? We combine coaches, plan the logistics and give you one contact for the whole journey. Call us to talk it through, or send a booking request and we will call you.",
};
