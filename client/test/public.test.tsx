import { jest } from "@jest/globals";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsQuery } from "../src/features/shell/useSettings";
import { ContactWidget } from "../src/features/shell/ContactWidget";
import { Navbar } from "../src/features/shell/Navbar";
import { Destinations } from "../src/features/home/Destinations";
import { DestinationsQuery } from "../src/features/home/destinations.documents";
import { Gallery } from "../src/features/fleet/Gallery";
import { Reviews, starFills } from "../src/features/home/Reviews";
import ContactPage from "../src/features/contact/ContactPage";
import { SubmitContact } from "../src/features/contact/contact.documents";
import { renderApp } from "./render";

const settings = {
  __typename: "SiteSettings",
  bookingPhones: ["+91 98390 21005", "+91 94150 21005", "+91 70070 21005", "+91 63930 21005"],
  whatsappContacts: [
    { __typename: "WhatsappContact", label: "Bookings desk", number: "919839021005" },
    { __typename: "WhatsappContact", label: "Tour manager", number: "919415021005" },
  ],
  email: "bookings@kashicoachtours.in",
  supportHours: "9:00 AM - 9:00 PM daily",
  businessHours: "Monday-Sunday 9AM-10PM",
  address: "Sigra, Varanasi",
  mapLat: 25.3,
  mapLng: 82.9,
};
const settingsMock = { request: { query: SettingsQuery }, result: { data: { settings } }, maxUsageCount: 10 };

afterEach(() => jest.useRealTimers());

describe("contact widget", () => {
  // A page the server drew: its Apollo state is in the HTML (the panel opens by itself only on such a page).
  let state: HTMLScriptElement;
  beforeEach(() => {
    sessionStorage.clear();
    state = document.body.appendChild(document.createElement("script"));
    state.id = "apollo-state";
  });
  afterEach(() => state.remove());
  test("open for the first 10 seconds of a visit, then a round button toggles it", async () => {
    jest.useFakeTimers();
    renderApp(<ContactWidget />, { mocks: [settingsMock] });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByRole("region", { name: "Book with us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+91 98390 21005" })).toHaveAttribute("href", "tel:+919839021005");
    expect(screen.getByText("Contact us through your preferred method")).toBeInTheDocument();
    expect(screen.getByText(/9:00 AM - 9:00 PM daily/)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_800);
    });
    expect(screen.getByRole("region", { name: "Book with us" })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(screen.queryByRole("region", { name: "Book with us" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open booking contacts" }));
    expect(screen.getByRole("region", { name: "Book with us" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "WhatsApp" }));
    const wa = screen.getByRole("link", { name: /Bookings desk/ });
    expect(wa.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919839021005\?text=/);
    fireEvent.click(screen.getByRole("tab", { name: "Email" }));
    expect(screen.getByRole("link", { name: "bookings@kashicoachtours.in" })).toHaveAttribute(
      "href",
      "mailto:bookings@kashicoachtours.in",
    );
  });
  test("the 10 seconds count from the page's start, so a widget whose code arrives late still closes on time", async () => {
    jest.useFakeTimers();
    const pageStart = performance.now();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4_000);
    });
    renderApp(<ContactWidget />, { mocks: [settingsMock] });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByRole("region", { name: "Book with us" })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000 - (performance.now() - pageStart) - 100);
    });
    expect(screen.getByRole("region", { name: "Book with us" })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole("region", { name: "Book with us" })).toBeNull();
  });
  test("it opens by itself once per visit: the next page of the visit shows only the round button", async () => {
    renderApp(<ContactWidget />, { mocks: [settingsMock] });
    expect(await screen.findByRole("region", { name: "Book with us" })).toBeInTheDocument();
    cleanup();
    renderApp(<ContactWidget />, { mocks: [settingsMock] });
    expect(screen.getByRole("button", { name: "Open booking contacts" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Book with us" })).toBeNull();
  });
  test("a page drawn in the browser (a customer's own) does not open it by itself", async () => {
    state.remove();
    renderApp(<ContactWidget />, { mocks: [settingsMock] });
    expect(await screen.findByRole("button", { name: "Open booking contacts" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Book with us" })).toBeNull();
  });
  test("on a phone it does not open by itself over a form", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes("max-width") })) as unknown as typeof matchMedia;
    const main = document.body.appendChild(document.createElement("main"));
    main.appendChild(document.createElement("form"));
    try {
      renderApp(<ContactWidget />, { mocks: [settingsMock] });
      expect(await screen.findByRole("button", { name: "Open booking contacts" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Book with us" })).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Open booking contacts" }));
      expect(screen.getByRole("region", { name: "Book with us" })).toBeInTheDocument();
    } finally {
      main.remove();
      window.matchMedia = matchMedia;
    }
  });
});

describe("navigation bar", () => {
  beforeEach(() => localStorage.clear());
  test("transparent at the top, solid once scrolled more than 50 px", () => {
    renderApp(<Navbar />);
    const bar = screen.getByRole("banner");
    expect(bar).toHaveAttribute("data-scrolled", "false");
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(bar).toHaveAttribute("data-scrolled", "false");
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(bar).toHaveAttribute("data-scrolled", "true");
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event("scroll"));
    });
  });

  test("links: Login and Register when logged out; Dashboard and Logout when logged in", () => {
    const { unmount } = renderApp(<Navbar />);
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Home", "Our Buses", "Book Now", "About Us", "Contact", "Login", "Register"])
      expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Dashboard" })).toBeNull();
    unmount();
    localStorage.setItem("token", "t");
    localStorage.setItem("role", "user");
    renderApp(<Navbar />);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });
});

describe("destinations", () => {
  const destinations = [...Array(16)].map((_, i) => ({
    __typename: "Destination",
    id: `d${i}`,
    name: `Place ${i + 1}`,
    shortDescription: `Short ${i + 1}`,
    description: `Long text ${i + 1}`,
    images: [`/a${i}-1.svg`, `/a${i}-2.svg`, `/a${i}-3.svg`],
  }));
  const mock = { request: { query: DestinationsQuery, variables: { hi: false } }, result: { data: { destinations } } };

  test("8 shown first; View More Destinations shows 16; Show Less returns to 8", async () => {
    renderApp(<Destinations />, { mocks: [mock] });
    expect(await screen.findByRole("button", { name: "Read about Place 1" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Read about/ })).toHaveLength(8);
    await userEvent.click(screen.getByRole("button", { name: "View More Destinations" }));
    expect(screen.getAllByRole("button", { name: /^Read about/ })).toHaveLength(16);
    await userEvent.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.getAllByRole("button", { name: /^Read about/ })).toHaveLength(8);
  });

  test("a card opens a dialog with a carousel: previous, next, thumbnails and a counter", async () => {
    renderApp(<Destinations />, { mocks: [mock] });
    await userEvent.click(await screen.findByRole("button", { name: "Read about Place 2" }));
    expect(screen.getByRole("heading", { level: 2, name: "Place 2" })).toBeInTheDocument();
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next image" }));
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Previous image" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous image" }));
    expect(screen.getByText("3 / 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show image 1 of Place 2" }));
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    expect(screen.getByText("Long text 2")).toBeInTheDocument();
  });
});

describe("bus gallery", () => {
  test("advances every 5 seconds, and not while the enlarged view is open", async () => {
    jest.useFakeTimers();
    renderApp(<Gallery images={["/1.svg", "/2.svg", "/3.svg"]} name="Volvo" />);
    const main = () => screen.getByTestId("gallery-main");
    expect(main()).toHaveAttribute("src", "/1.svg");
    act(() => {
      jest.advanceTimersByTime(4_900);
    });
    expect(main()).toHaveAttribute("src", "/1.svg");
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(main()).toHaveAttribute("src", "/2.svg");
    fireEvent.click(screen.getByRole("button", { name: "Enlarge image 2" }));
    act(() => {
      jest.advanceTimersByTime(15_000);
    });
    expect(main()).toHaveAttribute("src", "/2.svg");
    fireEvent.click(screen.getByRole("button", { name: "Close enlarged image" }));
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(main()).toHaveAttribute("src", "/3.svg");
  });
});

describe("contact form", () => {
  test("required fields; on success the message shows for 5 seconds and the form clears", async () => {
    const mock = {
      request: {
        query: SubmitContact,
        variables: {
          input: { name: "Tara", email: "tara@example.com", phone: null, subject: "Trip", message: "Hello" },
        },
      },
      result: { data: { submitContactMessage: { __typename: "ContactMessage", id: "m1" } } },
    };
    renderApp(<ContactPage />, { mocks: [mock, settingsMock] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findAllByText("This field is required.")).length).toBe(4);
    await user.type(screen.getByLabelText("Your Name"), "Tara");
    await user.type(screen.getByLabelText("Email Address"), "tara@example.com");
    await user.type(screen.getByLabelText("Subject"), "Trip");
    await user.type(screen.getByLabelText("Message"), "Hello");
    jest.useFakeTimers();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Your message has been sent");
    expect(screen.getByLabelText("Your Name")).toHaveValue("");
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4_800);
    });
    expect(screen.queryByRole("status")).not.toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("reviews", () => {
  test("four reviews with author, photo, relative time, drawn half stars and a link to more reviews", () => {
    const { container } = renderApp(<Reviews />);
    expect(screen.getAllByRole("figure")).toHaveLength(4);
    expect([...container.querySelectorAll("figure img")].map((i) => i.getAttribute("src"))).toEqual([
      expect.stringMatching(/\.svg$/),
      expect.stringMatching(/\.svg$/),
      expect.stringMatching(/\.svg$/),
      expect.stringMatching(/\.svg$/),
    ]);
    const rated = screen.getAllByRole("img", { name: /^Rated [\d.]+ out of 5$/ });
    expect(rated).toHaveLength(4);
    const half = rated.find((r) => r.getAttribute("aria-label") === "Rated 4.5 out of 5");
    expect(half).toBeDefined();
    expect([...half!.querySelectorAll("svg")].map((s) => s.getAttribute("data-fill"))).toEqual([
      "1",
      "1",
      "1",
      "1",
      "0.5",
    ]);
    expect(screen.getAllByText(/ago$|^last (month|year)$|^yesterday$/)).toHaveLength(4);
    expect(screen.getByRole("link", { name: "See more reviews on Google Maps" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps/),
    );
  });

  test("star fills: whole and half stars, clamped to 0..5", () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
  });
});
