/**
 * How a row of the REST route table is declared. Each business area declares its rows and the
 * schemas they read and answer in `domain/<area>/<area>.rest.ts`, beside its resolver; rest/routes.ts
 * gathers them into the one table from which the router (rest/index.ts) and the OpenAPI document
 * (rest/openapi.ts) are built.
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import type { Request } from "express";
import type * as OAS from "openapi3-ts/oas31";
import type { Actor, Policy, ServicePolicies } from "../domain/shared/actor";
import type { ThrottleCategory } from "../domain/shared/throttle";
import type { Services } from "../services";

export type HttpMethod = "get" | "post" | "put" | "delete";
/**
 * Who may call: anyone (the token is not read), a guest or a user, a logged-in user, or staff: a staff route names
 * the service method it calls (`staff(BUS_POLICIES, "create")`), whose row in its service's policy table is the one
 * statement of who may call it; the service's gate refuses everyone else (403), and the OpenAPI document says so.
 */
export type Access = "anyone" | "guest" | "user" | StaffAccess;
export interface StaffAccess {
  readonly staff: Exclude<Policy, "open">;
}
/** A staff route's access: the policy of the service method it calls, read from that service's table. */
export function staff<T>(policies: ServicePolicies<T>, method: keyof ServicePolicies<T>): StaffAccess {
  const policy = policies[method] as Policy;
  if (policy === "open") throw new Error(`staff(): ${String(method)} is open to all; declare the route "user"`);
  return { staff: policy };
}
export const isStaffRoute = (access: Access): access is StaffAccess => typeof access === "object";

export interface Call {
  req: Request;
  /** The path's `{id}`, on routes that have one. */
  id: string;
  body: Record<string, unknown>;
  /** The caller; undefined for a guest, and on routes open to anyone (their token is not read). */
  actor: Actor | undefined;
  services: Services;
}

export interface Route<S extends TSchema = TSchema> {
  method: HttpMethod;
  /** As OpenAPI writes it: /api/buses/{id}. */
  path: string;
  access: Access;
  operationId: string;
  tag:
    | "buses"
    | "bookings"
    | "rate-cards"
    | "documents"
    | "auth"
    | "upload"
    | "drivers"
    | "driver-trips"
    | "driver-assignments"
    | "tax"
    | "customers"
    | "messages"
    | "vendors"
    | "vendor-vehicles"
    | "vendor-payables"
    | "meta";
  summary: string;
  description?: string;
  /** What `{id}` names (a 404 when unknown). */
  record?:
    | "bus"
    | "booking"
    | "driver"
    | "assignment"
    | "document"
    | "invoice"
    | "payment"
    | "customer"
    | "vendor"
    | "vendor vehicle"
    | "booking vehicle";
  /** A JSON request body of this schema (invalid input answers 400, a body over 1 MB 413). */
  body?: TSchema;
  /** A request body other than JSON. */
  requestBody?: OAS.RequestBodyObject;
  ok: { status: 200 | 201; description: string; schema: S };
  /** Answers beyond those the access, body and record imply. */
  answers?: OAS.ResponsesObject;
  /** Documented security, when it differs from what the access implies. */
  security?: OAS.SecurityRequirementObject[];
  /** Request headers the route reads (documented as parameters). */
  headers?: OAS.ParameterObject[];
  /** Counted against the rate limits of this operation (per IP, and per account when `account` names one): 429 when over. */
  throttle?: { category: ThrottleCategory; account?: (call: Pick<Call, "body" | "actor">) => unknown };
  /** The answer; an array answer may be `streamedJson(...)`: written element by element as they are read. */
  handle(call: Call): Promise<Static<S> | Streamed> | Static<S> | Streamed;
}

/**
 * An array answer written to the client element by element as the iterable yields them: the
 * server holds one batch, not the whole list, whatever its length. The bytes are those of the array as
 * one JSON document. An error before the first element is answered as usual; after it, the connection
 * is cut (the status was sent), so a client never mistakes a part for the whole.
 */
export class Streamed {
  /**
   * @param chunks the array's bytes (written through as they are): JSON elements, each followed by a comma,
   * in chunks that may end anywhere (inside an element too)
   */
  constructor(readonly chunks: AsyncIterable<Buffer>) {}
}
/**
 * An array answer whose elements arrive as JSON bytes (e.g. written by PostgreSQL): chunks of the elements each
 * followed by a comma (the last comma becomes the closing bracket).
 */
export const streamedJson = (elements: AsyncIterable<Buffer>) => new Streamed(elements);

/**
 * Methods a path refuses on purpose (an issued invoice cannot be edited or deleted): the router answers them
 * 405 with `Allow` listing the methods the path has in the table and this message, where an unknown method
 * would be a bare 404; the OpenAPI document says so on the path's operations.
 */
export interface Refusal {
  /** As OpenAPI writes it; the path must have at least one row in the table. */
  path: string;
  methods: Array<"post" | "put" | "patch" | "delete">;
  /** The answer's message (one of the catalogue's). */
  message: string;
}

type RouteDefinition<S extends TSchema> = Omit<
  Route<S>,
  "method" | "path" | "access" | "operationId" | "tag" | "record"
>;
/** A row: its tag is the path's area, and an `{id}` names the area's record (a 404 when unknown). */
export const route = <S extends TSchema>(method: HttpMethod, path: string, access: Access, r: RouteDefinition<S>) => {
  const area = path.split("/")[2] as Route["tag"];
  const record = path.includes("{id}")
    ? (
        {
          buses: "bus",
          bookings: "booking",
          drivers: "driver",
          "driver-assignments": "assignment",
          documents: "document",
          tax: "invoice",
          payments: "payment",
          customers: "customer",
          vendors: "vendor",
          "vendor-vehicles": "vendor vehicle",
          "vendor-payables": "booking vehicle",
        } as const
      )[area as "buses"]
    : undefined;
  return { method, path, access, tag: area, ...(record && { record }), ...r } as unknown as Omit<Route, "operationId">;
};
/** The success answer. */
export const ok = <S extends TSchema>(status: 200 | 201, description: string, schema: S) => ({
  status,
  description,
  schema,
});
/**
 * `ref(name)` points at one of an area's schemas in `components.schemas` (typed as that schema),
 * `list(name)` at an array of them.
 */
export function refsTo<A extends Record<string, TSchema>>(_schemas: A) {
  const ref = <K extends keyof A & string>(name: K) =>
    Type.Unsafe<Static<A[K]>>({ $ref: `#/components/schemas/${name}` });
  return { ref, list: <K extends keyof A & string>(name: K) => Type.Array(ref(name)) };
}
export const json = (schema: OAS.SchemaObject | OAS.ReferenceObject, example?: unknown): OAS.ContentObject => ({
  "application/json": example === undefined ? { schema } : { schema, example },
});
export const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
/** An error answer's description and example message. */
export const error = (description: string, message: string): OAS.ResponseObject => ({
  description,
  content: json({ $ref: "#/components/schemas/Error" }, { message }),
});
/** A query parameter, as a route's `headers` lists it. */
export const query = (name: string, description: string, required = true): OAS.ParameterObject => ({
  name,
  in: "query",
  required,
  schema: { type: "string" },
  description,
});
/** The named fields of an object (and no others). */
export const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
