/**
 * The message catalogue (domain/shared/messages.ts): stable keys with one English template each, the
 * client's English and Hindi catalogues kept in step with it, the English text unchanged (the
 * specification's words), and the keys and params GraphQL answers beside every domain error.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GraphQLError, parse } from "graphql";
import { blackoutNotice, clashNotice } from "../../src/domain/booking/booking-rules";
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthenticatedError,
  ValidationError,
} from "../../src/domain/shared/errors";
import { FIELD_LABELS, MESSAGES, type Message, englishText, msg } from "../../src/domain/shared/messages";
import * as v from "../../src/domain/shared/validate";
import { formatError } from "../../src/graphql/errors";
import { inputHygienePlugin, throttlePlugin } from "../../src/graphql/limits";
import { displayDate } from "../../src/domain/shared/calendar";

type Tree = { [key: string]: string | Tree };
interface ErrorCatalogue {
  serverErrors: Tree;
  serverFields: Record<string, string>;
}
const LOCALES = join(__dirname, "../../../client/src/locales");
const catalogue = (lang: "en" | "hi"): ErrorCatalogue =>
  JSON.parse(readFileSync(join(LOCALES, `${lang}.errors.json`), "utf8"));

/** i18next's nested JSON as dotted keys: { a: { b: "x" } } -> { "a.b": "x" }. */
function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [k, value]) => {
    if (typeof value === "string") out[prefix + k] = value;
    else Object.assign(out, flatten(value, `${prefix}${k}.`));
    return out;
  }, {});
}
const placeholders = (template: string) => [...new Set(template.match(/\{\{\s*\w+\s*\}\}/g) ?? [])].sort();
const SERVER_KEYS = Object.keys(MESSAGES).sort();

describe("the client's catalogues follow the server's", () => {
  test.each(["en", "hi"] as const)("%s.errors.json has every server key, and no other", (lang) => {
    const keys = Object.keys(flatten(catalogue(lang).serverErrors)).sort();
    expect({ missing: SERVER_KEYS.filter((k) => !keys.includes(k)) }).toEqual({ missing: [] });
    expect({ unknown: keys.filter((k) => !SERVER_KEYS.includes(k)) }).toEqual({ unknown: [] });
  });

  test.each(["en", "hi"] as const)("%s.errors.json has the same placeholders as the server's template", (lang) => {
    const texts = flatten(catalogue(lang).serverErrors);
    const differing = SERVER_KEYS.filter(
      (k) =>
        typeof texts[k] === "string" &&
        placeholders(texts[k]).join() !== placeholders(MESSAGES[k as keyof typeof MESSAGES]).join(),
    );
    expect(differing).toEqual([]);
  });

  test("the English templates are the server's, word for word", () => {
    expect(flatten(catalogue("en").serverErrors)).toEqual(MESSAGES);
  });

  test("every Hindi message is written in Hindi", () => {
    const hindi = flatten(catalogue("hi").serverErrors);
    const untranslated = Object.entries(hindi).filter(([, text]) => !/[\u0900-\u097f]/.test(text));
    expect(untranslated).toEqual([]);
  });

  test("every field label the server names has its Hindi, and English keeps the label", () => {
    const en = catalogue("en").serverFields;
    const hi = catalogue("hi").serverFields;
    expect(Object.keys(en).sort()).toEqual([...FIELD_LABELS].sort());
    expect(Object.keys(hi).sort()).toEqual([...FIELD_LABELS].sort());
    for (const label of FIELD_LABELS) {
      expect(en[label]).toBe(label);
      expect(hi[label]?.trim()).toBeTruthy();
    }
  });

  test("keys and labels can be looked up by dotted path (no key is the prefix of another, no dot in a label)", () => {
    const clashes = SERVER_KEYS.filter((k) => SERVER_KEYS.some((other) => other.startsWith(`${k}.`)));
    expect(clashes).toEqual([]);
    expect(FIELD_LABELS.filter((l) => l.includes("."))).toEqual([]);
    for (const key of SERVER_KEYS) expect(key).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)*$/);
  });
});

/** The message a call refuses with (its English text, key and params). */
function refusal(fn: () => unknown): { message: string; messageKey: string; messageParams: unknown } {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    const { message, messageKey, messageParams } = e as DomainError;
    return { message, messageKey, messageParams };
  }
  throw new Error("was accepted");
}

describe("English stays the specification's words", () => {
  test("the validation helpers keep their messages and carry the key and the field label", () => {
    expect(refusal(() => v.requiredText(" ", "Pickup location"))).toEqual({
      message: "Pickup location is required.",
      messageKey: "validation.required",
      messageParams: { field: "Pickup location" },
    });
    expect(refusal(() => v.integer("0", "Days", 1, 365))).toEqual({
      message: "Days must be between 1 and 365.",
      messageKey: "validation.between",
      messageParams: { field: "Days", min: 1, max: 365 },
    });
    expect(refusal(() => v.requiredText("x".repeat(101), "Name", 100)).message).toBe(
      "Name must be at most 100 characters.",
    );
    expect(refusal(() => v.email("nope")).message).toBe("Please enter a valid email address.");
    expect(refusal(() => v.phone("12")).message).toBe("Please enter a valid phone number.");
    expect(refusal(() => v.integer("1.5", "Passengers", 1)).message).toBe("Passengers must be a whole number.");
    expect(refusal(() => v.nonNegativeNumber(-1, "Advance", 500)).message).toBe(
      "Advance must be a number between 0 and 500.",
    );
    expect(refusal(() => v.isoDate("5 March", "Departure date")).message).toBe(
      "Departure date must be a date (YYYY-MM-DD).",
    );
    expect(refusal(() => v.isoDate("2026-02-30", "Departure date")).message).toBe(
      "Departure date must be a valid date.",
    );
    expect(refusal(() => v.oneOf("x", ["en", "hi"], "Language"))).toEqual({
      message: "Language must be one of: en, hi.",
      messageKey: "validation.oneOf",
      messageParams: { field: "Language", allowed: "en, hi" },
    });
    expect(refusal(() => v.rejectNullCharacters({ a: "x\u0000" })).message).toBe(
      "Text may not contain a null character.",
    );
  });

  test("the errors with fixed words keep them", () => {
    expect(new UnauthenticatedError().message).toBe("Authentication required. Please log in.");
    expect(new ForbiddenError().message).toBe("You do not have permission to do this.");
    expect(new RateLimitedError(42)).toMatchObject({
      message: "Too many attempts. Please wait 42 seconds and try again.",
      messageKey: "rateLimited",
      messageParams: { seconds: 42 },
      details: { retryAfter: 42 },
    });
    expect(new ServiceUnavailableError()).toMatchObject({
      message: "The service is briefly unavailable. Please try again in a few seconds.",
      messageKey: "serviceUnavailable",
      messageParams: {},
    });
    expect(new NotFoundError(msg("booking.notFound")).message).toBe("Booking not found");
    expect(new ConflictError(msg("auth.emailTaken")).message).toBe("An account with this email already exists.");
  });

  test("a bus unavailable on the trip's days names it and the period's dates", () => {
    const m = msg("booking.busUnavailable", {
      bus: "Volvo 9400",
      from: { date: "2026-03-05" },
      to: { date: "2026-03-07" },
    });
    expect(englishText(m)).toBe(
      "Volvo 9400 is not available from Mar 5, 2026 to Mar 7, 2026. Please choose another bus.",
    );
    expect(m.params).toEqual({ bus: "Volvo 9400", from: { date: "2026-03-05" }, to: { date: "2026-03-07" } });
  });

  test("too many passengers names the seats and lists the larger buses free on those dates", () => {
    const fit = { bus: "Tempo Traveller", capacity: 12, passengers: 20 };
    const larger = msg("booking.tooManyPassengers", {
      ...fit,
      largerBuses: {
        list: "booking.largerBus",
        items: [
          { bus: "Volvo 9400", capacity: 45 },
          { bus: "Bharat Benz", capacity: 50 },
        ],
      },
    });
    expect(englishText(larger)).toBe(
      "Tempo Traveller seats 12 passengers, fewer than your 20. Please choose a larger bus: Volvo 9400 (45 seats), Bharat Benz (50 seats).",
    );
    expect(englishText(msg("booking.tooManyPassengersNoLargerBus", fit))).toBe(
      "Tempo Traveller seats 12 passengers, fewer than your 20. No larger bus is free on these dates; please call us and we will arrange more than one bus.",
    );
  });

  test("a refused confirmation names the clashing booking or the unavailable period", () => {
    const clash = {
      id: "00000000-0000-4000-8000-00000000abcd",
      name: "Meera Singh",
      departureDate: "2026-03-05",
      days: 3,
    };
    expect(clashNotice("Volvo 9400", clash)).toEqual({
      key: "booking.clash",
      params: {
        bus: "Volvo 9400",
        ref: "BK-abcd",
        name: "Meera Singh",
        from: { date: "2026-03-05" },
        to: { date: "2026-03-07" },
      },
    });
    const period = { startDate: "2026-03-05", endDate: "2026-03-06", reason: "Servicing" };
    expect(englishText(blackoutNotice("Volvo 9400", period))).toBe(
      "Cannot confirm: Volvo 9400 is unavailable from Mar 5, 2026 to Mar 6, 2026 (Servicing).",
    );
    expect(englishText(blackoutNotice(undefined, period))).toBe(
      "Cannot confirm: this bus is unavailable from Mar 5, 2026 to Mar 6, 2026 (Servicing).",
    );
  });

  test("dates read as the site shows them everywhere else", () => {
    for (const date of ["2026-01-01", "2026-03-05", "2026-12-31", "2028-02-29"])
      expect(englishText(msg("booking.busUnavailable", { bus: "B", from: { date }, to: { date } }))).toBe(
        `B is not available from ${displayDate(date)} to ${displayDate(date)}. Please choose another bus.`,
      );
  });

  test("a param is filled once: text that looks like a placeholder is shown as it is", () => {
    expect(englishText(msg("validation.oneOf", { field: "Status", allowed: "{{field}}" }))).toBe(
      "Status must be one of: {{field}}.",
    );
  });
});

describe("GraphQL answers the key and params beside the code", () => {
  const resolverError = (original: Error) =>
    new GraphQLError(original.message, { path: ["createBooking"], originalError: original });
  const answer = (error: Error) =>
    formatError({ message: error.message, path: ["createBooking"] }, resolverError(error), false);

  test("a domain error keeps its message, details and code, and adds messageKey and messageParams", () => {
    let error: Error | undefined;
    try {
      v.integer(500, "Days", 1, 365);
    } catch (e) {
      error = e as Error;
    }
    expect(answer(error!)).toEqual({
      message: "Days must be between 1 and 365.",
      path: ["createBooking"],
      extensions: {
        code: "BAD_USER_INPUT",
        field: "Days",
        messageKey: "validation.between",
        messageParams: { field: "Days", min: 1, max: 365 },
      },
    });
  });

  test("rate limits and an unreachable database keep their seconds to wait", () => {
    expect(answer(new RateLimitedError(30)).extensions).toEqual({
      code: "RATE_LIMITED",
      retryAfter: 30,
      messageKey: "rateLimited",
      messageParams: { seconds: 30 },
    });
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(answer(down)).toMatchObject({
      message: "The service is briefly unavailable. Please try again in a few seconds.",
      extensions: { code: "SERVICE_UNAVAILABLE", retryAfter: 5, messageKey: "serviceUnavailable", messageParams: {} },
    });
  });

  test("an unexpected error says only 'Internal server error', with its key", () => {
    expect(answer(new Error("secret detail"))).toEqual({
      message: "Internal server error",
      path: ["createBooking"],
      locations: undefined,
      extensions: { code: "INTERNAL_SERVER_ERROR", messageKey: "internalError", messageParams: {} },
    });
  });

  test("an image over 5 MB is refused with its key", () => {
    const tooLarge = Object.assign(new Error("File truncated"), { status: 413 });
    expect(answer(tooLarge)).toMatchObject({
      message: "Image size must be less than 5MB.",
      extensions: { code: "PAYLOAD_TOO_LARGE", messageKey: "upload.tooLarge", messageParams: {} },
    });
  });

  test("the refusals made before a resolver runs (rate limit, null character) carry the key too", async () => {
    const refusedBy = async (plugin: any, request: Record<string, unknown>, document = parse("mutation { login }")) => {
      const hooks = await plugin.requestDidStart();
      try {
        await hooks.didResolveOperation({
          operation: document.definitions[0],
          document,
          request,
          contextValue: { ip: "127.0.0.1" },
        });
      } catch (e) {
        return (e as GraphQLError).extensions;
      }
      throw new Error("was accepted");
    };
    const throttle = {
      consume: async () => {
        throw new RateLimitedError(12);
      },
    };
    expect(await refusedBy(throttlePlugin(throttle), { variables: {} })).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: 12,
      messageKey: "rateLimited",
      messageParams: { seconds: 12 },
      http: { status: 429 },
    });
    expect(await refusedBy(inputHygienePlugin(), { variables: { name: "a\u0000" } })).toMatchObject({
      code: "BAD_USER_INPUT",
      messageKey: "validation.nullCharacter",
      messageParams: {},
      http: { status: 400 },
    });
  });
});

describe("the catalogue itself", () => {
  test("every template renders completely once its params are given", () => {
    for (const key of SERVER_KEYS as (keyof typeof MESSAGES)[]) {
      const names = placeholders(MESSAGES[key]).map((p) => p.replace(/[{}\s]/g, ""));
      const message: Message = { key, params: Object.fromEntries(names.map((n) => [n, `<${n}>`])) };
      expect(englishText(message)).not.toMatch(/\{\{|\}\}/);
    }
  });

  test("params hold only text, numbers, dates and lists of those, and survive JSON as GraphQL sends them", () => {
    const safe = (p: unknown): boolean =>
      typeof p === "string" ||
      typeof p === "number" ||
      (typeof p === "object" && p !== null && "date" in p) ||
      (typeof p === "object" && p !== null && "list" in p && "items" in p && Array.isArray(p.items));
    const errors: DomainError[] = [
      new RateLimitedError(3),
      new ValidationError(msg("booking.statusMove", { from: "Pending", to: "Cancelled" })),
      new ValidationError(
        clashNotice(undefined, { id: "x".repeat(36), name: "A", departureDate: "2026-01-01", days: 1 }),
      ),
    ];
    for (const e of errors) {
      expect(Object.values(e.messageParams).every(safe)).toBe(true);
      expect(JSON.parse(JSON.stringify(e.messageParams))).toEqual(e.messageParams);
    }
  });
});
