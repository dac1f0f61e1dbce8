/**
 * The structure of the site's static copy: which services, steps, amenities and reasons there are, in
 * which order and with which icon. Their texts are keyed in the locale files (`content.*` in
 * en.pages.json and hi.pages.json); English keeps the specification's words (service titles, the six
 * amenity titles, Safety / Pricing / Reliability). Reviews are customers' own words and stay as written.
 * Contact numbers, e-mail and hours shown to visitors come from the server's settings, not from here.
 */
import reviewList from "./reviews.json";

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

/** Customers' reviews as the maps service gives them (`time` in unix seconds): data, in reviews.json. */
export const reviews: Review[] = reviewList;

/** Only a link: more reviews on the maps service. */
export const reviewsMoreUrl = "https://www.google.com/maps/search/?api=1&query=Kashi+Coach+Tours+Varanasi";

export type AmenityIcon = "seat" | "snow" | "screen" | "shield" | "wheel" | "sparkle";
/** The six amenity cards, keyed by their icon: texts at `content.amenities.<icon>`. */
export const amenities: readonly AmenityIcon[] = ["seat", "snow", "screen", "shield", "wheel", "sparkle"];

/** Why choose us (About): Safety, Pricing, Reliability; texts at `content.about.why.<key>`. */
export const whyChooseUs: readonly string[] = ["safety", "pricing", "reliability"];
