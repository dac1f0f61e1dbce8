import { jest } from "@jest/globals";
import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { PageErrorBoundary } from "../src/ui/PageErrorBoundary";
import { addMessages, numberFormat, t, useTranslation } from "../src/i18n";
import { deferred } from "../src/ui/Deferred";
import { LazyToaster, toast } from "../src/ui/toast";

describe("keyed texts", () => {
  test("the specification's words, placeholders filled, plural forms chosen by count", () => {
    expect(t("nav.buses")).toBe("Our Buses");
    expect(t("common.seater", { count: 49 })).toBe("49 Seater");
    expect(t("dashboard.days", { count: 1 })).toBe("1 day");
    expect(t("dashboard.days", { count: 3 })).toBe("3 days");
    expect(t("widget.steps", { returnObjects: true })).toEqual([
      "Contact us through your preferred method",
      "Share your travel details",
      "Confirm your booking with our team",
    ]);
  });

  test("numbers read as Intl writes them in both locales, those under 1,000 without building an Intl formatter", () => {
    const built = jest.spyOn(Intl, "NumberFormat");
    try {
      for (const locale of ["en-US", "hi-IN"]) {
        const format = numberFormat(locale).format;
        for (const n of [0, 1, 4, 4.5, 12.25, 999, 999.999]) expect(format(n)).toBe(String(n));
        expect(built).not.toHaveBeenCalled();
        const intl = new Intl.NumberFormat(locale);
        for (const n of [0, 1, 4.5, 999.999, -0, -3, 1000, 123456.789, 0.30000000000000004, 1.0005, 1e-7, 1e21])
          expect(format(n)).toBe(intl.format(n));
        built.mockClear();
      }
    } finally {
      built.mockRestore();
    }
  });

  test("a missing key shows the key, never an empty string or an object", () => {
    expect(t("nav.nothingHere")).toBe("nav.nothingHere");
    expect(t("nav")).toBe("nav");
  });

  test("messages added later (a lazily loaded area) re-render the components that show them", () => {
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t("test.greeting", { name: "Asha" })}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText("test.greeting")).toBeInTheDocument();
    act(() => addMessages({ test: { greeting: "Namaste, {{name}}" } }));
    expect(screen.getByText("Namaste, Asha")).toBeInTheDocument();
  });
});

describe("deferred sections", () => {
  type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
  let observers: Callback[] = [];
  beforeEach(() => {
    observers = [];
    Object.assign(globalThis, {
      IntersectionObserver: class {
        constructor(cb: Callback) {
          observers.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.useRealTimers();
  });

  test("the placeholder holds the place until the section nears the viewport; then its code loads and it shows", async () => {
    const load = jest.fn(async () => ({ default: ({ who }: { who: string }) => <p>Hello {who}</p> }));
    const Section = deferred(load, <div>placeholder</div>);
    render(<Section who="Varanasi" />);
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));
    expect(await screen.findByText("Hello Varanasi")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("without scrolling it still loads once the page has loaded and the browser is idle", async () => {
    jest.useFakeTimers();
    const Section = deferred(async () => ({ default: () => <p>Below the fold</p> }), <div>placeholder</div>);
    render(<Section />);
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_500);
    });
    expect(screen.getByText("Below the fold")).toBeInTheDocument();
  });

  test("once loaded, a later visit shows the section at once", async () => {
    const Section = deferred(async () => ({ default: () => <p>Loaded before</p> }), <div>placeholder</div>);
    const first = render(<Section />);
    act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));
    await screen.findByText("Loaded before");
    first.unmount();
    render(<Section />);
    expect(screen.getByText("Loaded before")).toBeInTheDocument();
    expect(screen.queryByText("placeholder")).toBeNull();
  });
});

test("a toast loads its library on first use and shows", async () => {
  render(<LazyToaster />);
  expect(screen.queryByRole("status")).toBeNull();
  act(() => toast.success("Registration successful!"));
  expect(await screen.findByText("Registration successful!")).toBeInTheDocument();
});

describe("a part whose code cannot be loaded", () => {
  afterEach(() => jest.restoreAllMocks());
  test("a page shows the message and a Try again button; the next page tries afresh", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    const view = (key: string, ui: ReactNode) => (
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <PageErrorBoundary resetKey={key}>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
          </PageErrorBoundary>
        </MemoryRouter>
      </ThemeProvider>
    );
    const { rerender } = render(view("/about", <Broken />));
    expect(await screen.findByRole("alert")).toHaveTextContent("This page could not be loaded");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    rerender(view("/buses", <p>The fleet</p>));
    expect(screen.getByText("The fleet")).toBeInTheDocument();
  });

  test("the footer or widget failing leaves nothing behind, not an error page", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error("offline")));
    render(
      <div data-testid="frame">
        <PageErrorBoundary resetKey="/" fallback={null}>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </PageErrorBoundary>
      </div>,
    );
    await act(async () => {});
    expect(screen.getByTestId("frame")).toBeEmptyDOMElement();
  });
});
