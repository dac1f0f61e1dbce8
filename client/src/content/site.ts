/**
 * The structure of the site's static copy: which services, steps, amenities and reasons there are, in
 * which order and with which icon. Their texts are keyed in the locale files (`content.*` in
 * en.pages.json and hi.pages.json); English keeps the specification's words (service titles, the six
 * amenity titles, Safety / Pricing / Reliability). Reviews are customers' own words and stay as written.
 * Contact numbers, e-mail and hours shown to visitors come from the server's settings, not from here.
 */

export type ServiceIcon = "map" | "rings" | "briefcase" | "route";
/** The four services of the specification, in its order: texts at `content.services.<key>`. */
export const services: ReadonlyArray<{ key: string; icon: ServiceIcon }> = [
  { key: "tour", icon: "map" },
  { key: "wedding", icon: "rings" },
  { key: "corporate", icon: "briefcase" },
  { key: "custom", icon: "route" },
];

/** The three How It Works steps: texts at `content.steps.<key>`. */
export const howItWorks: readonly string[] = ["choose", "share", "travel"];

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
/** The six amenity cards, keyed by their icon: texts at `content.amenities.<icon>`. */
export const amenities: readonly AmenityIcon[] = ["seat", "snow", "screen", "shield", "wheel", "sparkle"];

/** Why choose us (About): Safety, Pricing, Reliability; texts at `content.about.why.<key>`. */
export const whyChooseUs: readonly string[] = ["safety", "pricing", "reliability"];
