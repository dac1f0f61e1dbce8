import type { SiteSettingsQuery } from "../../gql/graphql";

type Settings = SiteSettingsQuery["settings"];

/** "9AM-10PM" (the business hours as staff write them) as schema.org's 24-hour opens/closes, when it reads so. */
export function parseHours(text: string): { opens: string; closes: string } | null {
  const m = /(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)/i.exec(text);
  if (!m) return null;
  const at = (h: string, min: string | undefined, half: string) => {
    const hour = (Number(h) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
    return `${String(hour).padStart(2, "0")}:${min ?? "00"}`;
  };
  return { opens: at(m[1], m[2], m[3]), closes: at(m[4], m[5], m[6]) };
}

/** The operator as search engines read it (schema.org TravelAgency, a LocalBusiness), from the site's settings. */
export function operatorJsonLd(settings: Settings, publicUrl: string) {
  const hours = parseHours(settings.businessHours);
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: "Kashi Coach Tours",
    url: publicUrl,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}/art/hero.svg`,
    foundingDate: "2005",
    email: settings.email,
    telephone: settings.bookingPhones[0],
    contactPoint: settings.bookingPhones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "reservations",
    })),
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address,
      addressLocality: "Varanasi",
      addressRegion: "Uttar Pradesh",
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: settings.mapLat, longitude: settings.mapLng },
    openingHoursSpecification: hours && {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      ...hours,
    },
  };
}
