/**
 * The OpenAPI 3.1 description of the /api/* REST shim (served at GET /api/openapi.json, browsable at
 * /api/docs), built from the route table and the answer schemas: nothing here is written twice. The
 * tests validate every answer they receive against the schema of its path, method and status.
 */
import { Type } from "@sinclair/typebox";
import type * as OAS from "openapi3-ts/oas31";
import { BUS_NOT_FOUND } from "../domain/bus/bus.service";
import { ADMINS_ONLY, TOKEN_EXPIRED } from "../domain/shared/actor";
import { BODY_TOO_LARGE, RateLimitedError, ServiceUnavailableError } from "../domain/shared/errors";
import { error, errorRef, isStaffRoute, json, type HttpMethod, type Route } from "./route";
import { refusals, routes, schemas } from "./routes";

export type { HttpMethod };
type Operation = OAS.OperationObject & { responses: OAS.ResponsesObject };
/** The document as built here: every part the tests and tools read is present. */
export type OpenApiDocument = OAS.OpenAPIObject & {
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: Required<Pick<NonNullable<OAS.OpenAPIObject["components"]>, "schemas" | "responses">>;
};

const BEARER: OAS.SecurityRequirementObject[] = [{ bearerAuth: [] }];
/** Guests too: no token, or a bearer token. */
const MAYBE_BEARER: OAS.SecurityRequirementObject[] = [{}, { bearerAuth: [] }];

/** One operation: security and the error answers follow from who may call, the body and the `{id}`. */
function operation(r: Route): Operation {
  // Public operations say so (`security: []`), as Redocly's recommended rules ask.
  const security = r.security ?? (r.access === "anyone" ? [] : r.access === "guest" ? MAYBE_BEARER : BEARER);
  const responses: OAS.ResponsesObject = {
    [r.ok.status]: { description: r.ok.description, content: json(r.ok.schema) },
  };
  if (r.body) Object.assign(responses, { "400": errorRef("BadRequest"), "413": errorRef("PayloadTooLarge") });
  if (r.access !== "anyone") responses["401"] = errorRef("Unauthorized");
  if (isStaffRoute(r.access)) responses["403"] = errorRef("Forbidden");
  if (r.record) responses["404"] = errorRef("NotFound");
  if (r.throttle) responses["429"] = errorRef("TooManyRequests");
  responses["503"] = errorRef("ServiceUnavailable");
  const requestBody = r.body ? { required: true, content: json(r.body) } : r.requestBody;
  const description = `The ${r.record}'s \`_id\`. An unknown or malformed id answers 404.`;
  const path: OAS.ParameterObject[] = r.record
    ? [{ name: "id", in: "path", required: true, schema: { type: "string" }, description }]
    : [];
  const parameters: OAS.ParameterObject[] | undefined =
    path.length || r.headers ? [...path, ...(r.headers ?? [])] : undefined;
  const refused = refusals
    .filter((f) => f.path === r.path)
    .map(
      (f) =>
        `${f.methods.map((m) => m.toUpperCase()).join(", ")} on this path answer 405 (\`Allow: ${f.allow.join(", ")}\`): "${f.message}"`,
    );
  const notes = [r.description, ...refused].filter(Boolean).join("\n\n");
  return {
    operationId: r.operationId,
    tags: [r.tag],
    summary: r.summary,
    ...(notes && { description: notes }),
    ...(security && { security }),
    ...(parameters && { parameters }),
    ...(requestBody && { requestBody }),
    responses: { ...responses, ...r.answers },
  };
}

/** The document itself is one more route of the table. */
export const openApiRoute: Route = {
  method: "get",
  path: "/api/openapi.json",
  access: "anyone",
  operationId: "openApi",
  tag: "meta",
  summary: "This OpenAPI 3.1 description",
  ok: {
    status: 200,
    description: "The description",
    schema: Type.Unsafe({
      type: "object",
      required: ["openapi", "paths"],
      properties: { openapi: { type: "string" }, paths: { type: "object" } },
    }),
  },
  handle: () => openApiDocument,
};

const retryAfter: OAS.HeadersObject = {
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } },
};
/** `components.responses`: the error answers routes share. */
const errorResponses: Record<string, OAS.ResponseObject> = {
  BadRequest: error(
    "Invalid input (with the specification's words where it has them) or malformed JSON",
    "Please select a valid image file.",
  ),
  Unauthorized: error("Missing, invalid or expired token", TOKEN_EXPIRED),
  Forbidden: error("The token's role may not do this", ADMINS_ONLY),
  NotFound: error("Unknown or malformed id", BUS_NOT_FOUND),
  Conflict: error("Conflicts with stored data", "An account with this email already exists."),
  PayloadTooLarge: error("The JSON body is over 1 MB", BODY_TOO_LARGE),
  TooManyRequests: {
    ...error(
      "Too many attempts from this address or for this account; wait `Retry-After` seconds",
      new RateLimitedError(60).message,
    ),
    headers: retryAfter,
  },
  ServiceUnavailable: {
    ...error(
      "The database is briefly unreachable; the server recovers by itself",
      new ServiceUnavailableError().message,
    ),
    headers: retryAfter,
  },
};

const paths: OpenApiDocument["paths"] = {};
for (const r of [...routes, openApiRoute]) (paths[r.path] ??= {})[r.method] = operation(r);

export const openApiDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Kashi Coach Tours REST API",
    version: "1.0.0",
    license: { name: "Proprietary (Kashi Coach Tours)" },
    description: [
      "The `/api/*` calls of the specification (section 7), a thin adapter over the same services as GraphQL (`/graphql`).",
      "",
      '- Every request and answer is JSON (except `POST /api/upload`, multipart). Errors are always `{ "message": "..." }`.',
      "- Ids are UUIDs, exposed Mongo-style as `_id` (buses also carry `id`, equal to `_id`).",
      "- `departureDate` and `lastMaintenance` are calendar dates `YYYY-MM-DD`; `createdAt`/`updatedAt` are ISO 8601 date-times (UTC).",
      "- `distance`, `days`, `capacity`, route `duration` (hours) and route `distance` (km) are JSON numbers.",
      "- Authorization: `Bearer <token>` from login, register, refresh-token or a guest's booking. An expired token answers 401 `Token has expired`.",
      "- Status codes: 400 invalid input or malformed JSON, 401 missing/invalid/expired token or wrong credentials, 403 wrong role or another user's data, 404 unknown or malformed id, 405 a method a path refuses on purpose (with `Allow`; an issued invoice or credit note is never edited or deleted), 409 conflict, 413 body or image too large.",
    ].join("\n"),
  },
  servers: [{ url: "/", description: "This server" }],
  tags: [
    { name: "buses", description: "The fleet: public reads, admin writes" },
    { name: "bookings", description: "Booking requests, and their quotes" },
    { name: "rate-cards", description: "The operator's rates, from which quotes are prepared (admins)" },
    { name: "documents", description: "Vehicle documents of the fleet and their compliance (admins)" },
    { name: "auth", description: "Accounts and tokens" },
    { name: "upload", description: "Bus images (admins)" },
    { name: "drivers", description: "Drivers and who drives each Confirmed trip (admins)" },
    {
      name: "driver-trips",
      description: "The driver's link: the trip's page and the driver's steps (the token is the credential)",
    },
    { name: "driver-assignments", description: "Drivers' links: read, withdraw, renew (admins)" },
    { name: "tax", description: "GST: tax settings, tax invoices and credit notes" },
    { name: "customers", description: "Customers' consent to WhatsApp and SMS (admins)" },
    { name: "messages", description: "WhatsApp and SMS templates and their cost (admins)" },
    { name: "meta", description: "This description" },
  ],
  paths,
  components: {
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "JWT",
        description: "The `token` of login, register, refresh-token or a guest's booking; short-lived.",
      },
    },
    responses: errorResponses,
    schemas: { ...schemas },
  },
};
