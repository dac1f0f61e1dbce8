/**
 * Server messages in the page's language: the server sends its English message with a stable key and
 * params (`extensions.messageKey`, `extensions.messageParams`); Hindi pages show the key's Hindi from
 * `locales/hi.errors.json` (field labels through `serverFields`), English pages the server's words.
 */
import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { serverMessage, serverText } from "../src/app/errors";
import { ContactForm } from "../src/features/contact/ContactForm";
import { SubmitContact } from "../src/features/contact/contact.documents";
import { addMessages, startLanguage } from "../src/i18n";
import hiErrors from "../src/locales/hi.errors.json";
import { renderApp } from "./render";

const graphQLError = (message: string, messageKey?: string, messageParams?: Record<string, unknown>) =>
  new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: "BAD_USER_INPUT", ...(messageKey && { messageKey, messageParams }) } }],
  });

const DAYS = graphQLError("Days must be between 1 and 365.", "validation.between", {
  field: "Days",
  min: 1,
  max: 365,
});
const PASSENGERS = graphQLError(
  "Tempo Traveller seats 12 passengers, fewer than your 20. Please choose a larger bus: Volvo 9400 (45 seats), Bharat Benz (50 seats).",
  "booking.tooManyPassengers",
  {
    bus: "Tempo Traveller",
    capacity: 12,
    passengers: 20,
    largerBuses: {
      list: "booking.largerBus",
      items: [
        { bus: "Volvo 9400", capacity: 45 },
        { bus: "Bharat Benz", capacity: 50 },
      ],
    },
  },
);
const UNAVAILABLE = graphQLError(
  "Volvo 9400 is not available from Mar 5, 2026 to Mar 7, 2026. Please choose another bus.",
  "booking.busUnavailable",
  { bus: "Volvo 9400", from: { date: "2026-03-05" }, to: { date: "2026-03-07" } },
);
const RATE_LIMITED = new ServerError("Response not successful: Received status code 429", {
  response: { status: 429 } as Response,
  bodyText: JSON.stringify({
    errors: [
      {
        message: "Too many attempts. Please wait 42 seconds and try again.",
        extensions: { code: "RATE_LIMITED", retryAfter: 42, messageKey: "rateLimited", messageParams: { seconds: 42 } },
      },
    ],
  }),
});

describe("on an English page", () => {
  test("the server's own words are shown, whatever the key", () => {
    expect(serverMessage(DAYS, "fallback")).toBe("Days must be between 1 and 365.");
    expect(serverMessage(PASSENGERS, "fallback")).toMatch(/^Tempo Traveller seats 12 passengers/);
    expect(serverMessage(RATE_LIMITED, "fallback")).toBe("Too many attempts. Please wait 42 seconds and try again.");
    expect(serverText("auth.resetRequested", "If an account exists…")).toBe("If an account exists…");
  });

  test("an answer without a message for customers gives the fallback", () => {
    expect(serverMessage(new Error("Failed to fetch"), "Error submitting booking")).toBe("Error submitting booking");
    const html = new ServerError("Bad gateway", { response: { status: 502 } as Response, bodyText: "<html>" });
    expect(serverMessage(html, "Error submitting booking")).toBe("Error submitting booking");
  });
});

describe("on a Hindi page", () => {
  beforeAll(async () => {
    await startLanguage("hi").catch(() => undefined);
    addMessages(hiErrors, "hi");
  });
  afterAll(() => startLanguage("en"));

  test("a keyed message is shown in Hindi, with the field label translated", () => {
    expect(serverMessage(DAYS, "fallback")).toBe("दिन: 1 से 365 के बीच की संख्या लिखें।");
    expect(
      serverMessage(
        graphQLError("Pickup location is required.", "validation.required", { field: "Pickup location" }),
        "x",
      ),
    ).toBe("कृपया पिकअप की जगह भरें।");
    expect(serverMessage(graphQLError("Invalid email/username or password.", "auth.invalidLogin", {}), "x")).toBe(
      "ईमेल/यूज़रनेम या पासवर्ड ग़लत है।",
    );
  });

  test("lists and dates are written the Hindi way; bus names stay as they are", () => {
    expect(serverMessage(PASSENGERS, "fallback")).toBe(
      "Tempo Traveller में 12 सीटें हैं, जो आपके 20 यात्रियों से कम हैं। कृपया कोई बड़ी बस चुनें: Volvo 9400 (45 सीटें), Bharat Benz (50 सीटें)।",
    );
    const from = new Intl.DateTimeFormat("hi-IN", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    expect(serverMessage(UNAVAILABLE, "fallback")).toBe(
      `Volvo 9400 ${from.format(new Date("2026-03-05T00:00:00Z"))} से ${from.format(new Date("2026-03-07T00:00:00Z"))} तक उपलब्ध नहीं है। कृपया कोई दूसरी बस चुनें।`,
    );
  });

  test("an error in an HTTP answer (429) is translated too", () => {
    expect(serverMessage(RATE_LIMITED, "fallback")).toBe("बहुत ज़्यादा कोशिशें हो गईं। कृपया 42 सेकंड रुककर फिर से कोशिश करें।");
  });

  test("a label without Hindi stays in English inside the Hindi sentence", () => {
    const phone = graphQLError("Booking phone 2 is required.", "validation.required", { field: "Booking phone 2" });
    expect(serverMessage(phone, "x")).toBe("कृपया Booking phone 2 भरें।");
  });

  test("without a key, with an unknown key or with a param it cannot read, the server's English is shown", () => {
    expect(serverMessage(graphQLError("Something new."), "x")).toBe("Something new.");
    expect(serverMessage(graphQLError("Something newer.", "booking.somethingNewer", {}), "x")).toBe("Something newer.");
    expect(serverMessage(graphQLError("Odd.", "validation.required", { field: { nested: true } }), "x")).toBe("Odd.");
  });

  test("a failure without a server message still gives the (translated) fallback", () => {
    expect(serverMessage(new Error("Failed to fetch"), "बुकिंग भेजने में दिक़्क़त हुई")).toBe("बुकिंग भेजने में दिक़्क़त हुई");
  });

  test("a plain answer the server words from its catalogue is translated by its key", () => {
    expect(
      serverText(
        "auth.resetRequested",
        "If an account exists for that email, we have sent a link to reset the password.",
      ),
    ).toBe("अगर इस ईमेल से कोई खाता है, तो हमने उस पर पासवर्ड बदलने का लिंक भेज दिया है।");
  });

  test("the contact form shows the server's refusal in Hindi", async () => {
    const mock = {
      request: {
        query: SubmitContact,
        variables: { input: { name: "Tara", email: "tara@x", phone: null, subject: "Trip", message: "Hello" } },
      },
      result: {
        errors: [
          {
            message: "Please enter a valid email address.",
            extensions: { code: "BAD_USER_INPUT", field: "Email", messageKey: "validation.email", messageParams: {} },
          },
        ],
      },
    };
    renderApp(<ContactForm />, { mocks: [mock as never] });
    await userEvent.type(screen.getByLabelText("Your Name"), "Tara");
    await userEvent.type(screen.getByLabelText("Email Address"), "tara@x");
    await userEvent.type(screen.getByLabelText("Subject"), "Trip");
    await userEvent.type(screen.getByLabelText("Message"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया सही ईमेल पता लिखें।");
  });
});
