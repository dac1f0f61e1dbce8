/** The static copy of the site, in one place. Texts the specification fixes are kept word for word. */

export const company = {
  name: "Kashi Coach Tours",
  since: 2005,
  heroTitle: "Journeys as timeless as Kashi",
  heroSubtitle: "Premium coaches with seasoned drivers for tours, weddings, corporate travel and pilgrimages — from the ghats of Varanasi to anywhere in North India.",
  intro:
    "For two decades, families, pilgrims, wedding parties and companies have trusted us to carry them across Uttar Pradesh and beyond. Every coach is cleaned and checked before each trip, every driver knows the roads of the Gangetic plain by heart, and a real person from our Varanasi office answers when you call.",
};

export const services = [
  { title: "Tour Packages", icon: "map", text: "Curated circuits to Sarnath, Prayagraj, Ayodhya, Bodh Gaya and more, with comfortable coaches and an unhurried pace." },
  { title: "Wedding Transportation", icon: "rings", text: "Decorated coaches for the baraat and guests, punctual pickups from hotels and stations, and a coordinator on call." },
  { title: "Corporate Events", icon: "briefcase", text: "Conference shuttles, offsites and airport transfers with invoices, tracked vehicles and uniformed drivers." },
  { title: "Custom Itineraries", icon: "route", text: "Tell us where you want to go; we plan the route, the halts and the timings around your group." },
];

export const howItWorks = [
  { title: "Choose your coach", text: "Browse the fleet and pick the size and comfort your group needs." },
  { title: "Share your trip", text: "Send pickup, destination, date and days in our short booking form." },
  { title: "Travel in comfort", text: "Our team calls to confirm the plan and fare; your coach arrives on time." },
];

export interface Review { id: number; author_name: string; profile_photo_url: string; rating: number; text: string; time: number }
export const reviews: Review[] = [
  { id: 1, author_name: "Ananya Mishra", profile_photo_url: "/art/reviews/ananya.svg", rating: 5, time: 1790467200, text: "We hired two coaches for my sister's wedding. Both arrived early, were spotless and decorated beautifully. The drivers were patient with our very large family!" },
  { id: 2, author_name: "Rahul Srivastava", profile_photo_url: "/art/reviews/rahul.svg", rating: 4.5, time: 1783036800, text: "Booked a Tempo Traveller for a Sarnath and Bodh Gaya trip. Smooth ride, honest pricing and a driver who knew every good dhaba on the way." },
  { id: 3, author_name: "Meenakshi Iyer", profile_photo_url: "/art/reviews/meenakshi.svg", rating: 5, time: 1772323200, text: "Our company offsite needed forty people moved between Varanasi and Prayagraj. Everything ran to the minute. We will use Kashi Coach Tours again." },
  { id: 4, author_name: "David Turner", profile_photo_url: "/art/reviews/david.svg", rating: 4.5, time: 1764547200, text: "As a foreign traveller I was nervous about road trips in India. The team explained everything on WhatsApp and the coach was comfortable and safe." },
];
export const reviewsMoreUrl = "https://www.google.com/maps/search/?api=1&query=Kashi+Coach+Tours+Varanasi";

export const amenities = [
  { title: "Comfortable Seating", icon: "seat", text: "Push-back seats with generous legroom for long journeys." },
  { title: "Air Conditioning", icon: "snow", text: "Powerful climate control for the hottest Varanasi afternoons." },
  { title: "Entertainment System", icon: "music", text: "Music and screens on board to pass the miles pleasantly." },
  { title: "Safety First", icon: "shield", text: "GPS tracking, first-aid kits, fire extinguishers and speed governors." },
  { title: "Experienced Drivers", icon: "wheel", text: "Licensed, courteous drivers with years on North Indian roads." },
  { title: "Clean & Hygienic", icon: "sparkle", text: "Every coach is cleaned and sanitised before each trip." },
];

export const about = {
  title: "About Kashi Coach Tours",
  lead: "A Varanasi family business, carrying travellers with care since 2005.",
  story: [
    "Kashi Coach Tours began in 2005 with a single 35-seat coach and a promise: to treat every passenger like a guest in our own home. Pilgrims heading to Sarnath and Prayagraj were our first travellers, and their word of mouth built the company.",
    "Today our fleet ranges from nimble 12-seat vans to 49-seat luxury coaches and a sleeper for overnight journeys. We still plan every trip from our office in Varanasi, and the people who answer the phone are the same people who plan your route.",
  ],
  whyChooseUs: [
    { title: "Safety", text: "Regular maintenance, GPS tracking and trained drivers who never rush. Your group arrives rested and safe." },
    { title: "Pricing", text: "Clear, fair quotes with no hidden charges for tolls or driver allowances. We call you to confirm before you pay." },
    { title: "Reliability", text: "Twenty years of on-time pickups. If a coach ever has a problem, a replacement is on its way within hours." },
  ],
};

export const bookingInfo = {
  info: [
    "Tell us where and when: our team calls you back to confirm the fare and itinerary.",
    "No payment is taken online; pay only after your plan is confirmed.",
    "Please be at the pickup point 30 minutes before departure.",
  ],
  why: ["Well-maintained, air-conditioned coaches", "Experienced, courteous drivers", "Transparent pricing, no hidden charges", "Support from 9:00 AM to 9:00 PM daily"],
};

export const customSolution = {
  title: "Need a custom solution?",
  text: "Large wedding, multi-city tour or a fleet for an event? We combine coaches and plan the logistics for you.",
};
