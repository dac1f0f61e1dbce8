import { jest } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { addMessages, LanguageProvider } from "../src/i18n";
import hi from "../src/locales/hi.json";
import hiPages from "../src/locales/hi.pages.json";
import { reviews } from "../src/content/site";
import { IntroServices } from "../src/features/home/IntroServices";
import { HowItWorks } from "../src/features/home/HowItWorks";
import { Reviews } from "../src/features/home/Reviews";
import { BusAmenities } from "../src/features/fleet/BusAmenities";
import BusesPage from "../src/features/fleet/BusesPage";
import { BusesQuery } from "../src/features/fleet/fleet.documents";
import AboutPage from "../src/features/about/AboutPage";
import { BookingInfo } from "../src/features/booking/BookingInfo";
import { renderApp } from "./render";

/** The site's static copy (content/site.ts + content.* texts) in English, word for word, and in Hindi. */

// Hindi loads lazily on Hindi pages; here it is added at once (English comes from setup.ts).
addMessages(hi, "hi");
addMessages(hiPages, "hi");
const content = hiPages.content;
const inHindi = (ui: ReactNode) => <LanguageProvider value="hi">{ui}</LanguageProvider>;
const headings = (level: number) => screen.getAllByRole("heading", { level }).map((h) => h.textContent);
const DEVANAGARI = /[\u0900-\u097F]/;
const busesMock = { request: { query: BusesQuery }, result: { data: { buses: [] } } };

afterEach(() => jest.useRealTimers());

describe("in English, the specification's words in their order", () => {
  test("intro and the four services", () => {
    renderApp(<IntroServices />);
    expect(screen.getByText(/^Since 2005, families, pilgrims, wedding parties and companies/)).toBeInTheDocument();
    expect(headings(3)).toEqual([
      "Our Services",
      "Tour Packages",
      "Wedding Transportation",
      "Corporate Events",
      "Custom Itineraries",
    ]);
  });

  test("how it works: three numbered steps", () => {
    renderApp(<HowItWorks />);
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((s) => s.querySelector("span")?.textContent)).toEqual(["Step 1", "Step 2", "Step 3"]);
    expect(headings(3)).toEqual(["Choose your coach", "Share your trip", "Travel in comfort"]);
  });

  test("the six amenities", () => {
    renderApp(<BusAmenities />);
    expect(headings(3)).toEqual([
      "Comfortable Seating",
      "Air Conditioning",
      "Entertainment System",
      "Safety First",
      "Experienced Drivers",
      "Clean & Hygienic",
    ]);
  });

  test("About: title, story, picture and Safety / Pricing / Reliability", () => {
    renderApp(<AboutPage />);
    expect(screen.getByRole("heading", { level: 1, name: "About Kashi Coach Tours" })).toBeInTheDocument();
    expect(
      screen.getByText("A Varanasi family business, carrying travellers with care since 2005."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Kashi Coach Tours began in 2005 with a single 35-seat coach/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "The ghats of Varanasi at dusk" })).toBeInTheDocument();
    expect(headings(3)).toEqual(["Safety", "Pricing", "Reliability"]);
  });

  test("the booking info panels", () => {
    renderApp(<BookingInfo />);
    const [info, why] = screen.getAllByRole("list").map((l) => within(l).getAllByRole("listitem"));
    expect(info).toHaveLength(5);
    expect(info[2]).toHaveTextContent("Please be at the pickup point 30 minutes before departure.");
    expect(why.map((li) => li.textContent)).toEqual([
      "Well-maintained, air-conditioned coaches",
      "Experienced, courteous drivers",
      "Transparent pricing with no hidden charges",
      "First-aid on every trip, and your bus's last position on your booking page",
      "Support from 9:00 AM to 9:00 PM daily",
    ]);
  });

  test("the fleet page's custom-solution banner", async () => {
    renderApp(<BusesPage />, { mocks: [busesMock] });
    expect(await screen.findByRole("heading", { level: 2, name: "Need a custom solution?" })).toBeInTheDocument();
    expect(screen.getByText(/^A large wedding, a multi-city tour or a fleet for an event\?/)).toBeInTheDocument();
  });
});

describe("in Hindi", () => {
  test("intro and services", () => {
    renderApp(inHindi(<IntroServices />));
    expect(screen.getByText(content.intro)).toBeInTheDocument();
    expect(headings(3).slice(1)).toEqual(
      ["tour", "wedding", "corporate", "custom"].map((k) => content.services[k as keyof typeof content.services].title),
    );
    expect(screen.queryByText("Tour Packages")).toBeNull();
  });

  test("how it works: steps numbered in Hindi", () => {
    renderApp(inHindi(<HowItWorks />));
    expect(screen.getByText(hiPages.home.step.replace("{{n}}", "1"))).toBeInTheDocument();
    expect(headings(3)).toEqual([content.steps.choose.title, content.steps.share.title, content.steps.travel.title]);
  });

  test("amenities, About and booking info", () => {
    renderApp(
      inHindi(
        <>
          <BusAmenities />
          <AboutPage />
          <BookingInfo />
        </>,
      ),
    );
    expect(screen.getByRole("heading", { name: content.amenities.seat.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: content.about.title })).toBeInTheDocument();
    expect(screen.getByText(content.about.story[0])).toBeInTheDocument();
    expect(screen.getByRole("img", { name: content.about.imageAlt })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: content.about.why.reliability.title })).toBeInTheDocument();
    expect(screen.getByText(content.bookingWhy[4])).toBeInTheDocument();
    expect(document.title).toBe(hiPages.meta.about.title);
    // Nothing of the English copy is left on the page.
    expect(document.body.textContent).not.toMatch(/Comfortable Seating|About Kashi Coach Tours|Why Choose Us/);
  });

  test("the custom-solution banner", async () => {
    renderApp(inHindi(<BusesPage />), { mocks: [busesMock] });
    expect(await screen.findByRole("heading", { level: 2, name: content.customSolution.title })).toBeInTheDocument();
  });

  test("reviews: Hindi framing and relative time, the customers' own words kept in English", () => {
    jest.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), doNotFake: ["queueMicrotask"] });
    const { container } = renderApp(inHindi(<Reviews />));
    expect(screen.getByRole("heading", { level: 2, name: hiPages.home.reviewsTitle })).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: hiPages.home.rating.replace("{{rating}}", "4.5") })).toHaveLength(2);
    expect(screen.getAllByRole("img", { name: /रेटिंग/ })).toHaveLength(4);
    const quotes = [...container.querySelectorAll("blockquote")];
    expect(quotes.map((q) => q.textContent)).toEqual(reviews.map((r) => r.text));
    expect(quotes.every((q) => q.getAttribute("lang") === "en")).toBe(true);
    const times = [...container.querySelectorAll("figcaption span")].map((s) => s.textContent ?? "");
    expect(times).toHaveLength(4);
    expect(times.every((t) => DEVANAGARI.test(t))).toBe(true);
    expect(times[0]).toBe(new Intl.RelativeTimeFormat("hi-IN", { numeric: "auto" }).format(-1, "month"));
    expect(screen.getByRole("link", { name: hiPages.home.moreReviews })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps/),
    );
  });

  test("reviews in English keep the page as it was: no lang attribute, English relative time", () => {
    jest.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), doNotFake: ["queueMicrotask"] });
    const { container } = renderApp(<Reviews />);
    expect(container.querySelector("blockquote")?.hasAttribute("lang")).toBe(false);
    expect(container.querySelector("figcaption span")?.textContent).toBe("last month");
  });
});
