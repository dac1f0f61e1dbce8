/** The REST route table and the OpenAPI document built from it: who may call decides the documented security and errors. */
import { openApiDocument } from "../../src/rest/openapi";
import { routes } from "../../src/rest/routes";
import { isStaffRoute } from "../../src/rest/route";
import { SERVICE_POLICIES } from "../../src/services";

const op = (method: string, path: string) => openApiDocument.paths[path][method as "get"]!;

test("every row of the table is one documented operation, with a unique operationId", () => {
  for (const r of routes) expect(op(r.method, r.path).operationId).toBe(r.operationId);
  const ids = Object.values(openApiDocument.paths).flatMap((ops) => Object.values(ops).map((o) => o!.operationId));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(routes.length + 1); // plus the document itself
});

test("staff routes document a bearer token, 401 and 403; routes open to anyone declare none (security: [])", () => {
  for (const r of routes.filter((x) => isStaffRoute(x.access))) {
    expect(op(r.method, r.path).security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op(r.method, r.path).responses)).toEqual(expect.arrayContaining(["401", "403"]));
  }
  for (const r of routes.filter((x) => x.access === "anyone")) expect(op(r.method, r.path).security).toEqual([]);
  expect(op("post", "/api/bookings").security).toEqual([{}, { bearerAuth: [] }]);
});

test("a JSON body documents 400 and 413; an {id} documents the parameter and 404", () => {
  const put = op("put", "/api/buses/{id}");
  expect(JSON.parse(JSON.stringify(put.requestBody))).toEqual({
    required: true,
    content: { "application/json": { schema: { $ref: "#/components/schemas/BusInput" } } },
  });
  expect(Object.keys(put.responses).sort()).toEqual(["200", "400", "401", "403", "404", "413", "503"]);
  expect(put.parameters?.[0]).toMatchObject({ name: "id", in: "path", required: true });
});

test("answer schemas are JSON Schema as OpenAPI 3.1 reads it (TypeBox's markers do not leak into the document)", () => {
  const json = JSON.parse(JSON.stringify(openApiDocument.components.schemas.Bus));
  expect(json).toMatchObject({
    type: "object",
    additionalProperties: false,
    properties: { popularRoutes: { type: "array", items: { $ref: "#/components/schemas/PopularRoute" } } },
  });
  expect(json.required).toEqual([
    "_id",
    "id",
    "name",
    "capacity",
    "status",
    "description",
    "features",
    "images",
    "lastMaintenance",
    "registrationNumber",
    "popularRoutes",
    "createdAt",
    "updatedAt",
  ]);
});

test("a staff route's access is the policy of the gated service method it calls, and only staff routes call one", () => {
  const tables = SERVICE_POLICIES as unknown as Record<string, Record<string, unknown>>;
  for (const r of routes) {
    // The handler's text names the services it calls (`services.buses.create(...)`).
    const gated = [...r.handle.toString().matchAll(/services\.(\w+)\.(\w+)\(/g)]
      .map(([, service, method]) => tables[service]?.[method])
      .filter((policy) => policy !== undefined && policy !== "open");
    expect({ route: r.operationId, gated }).toEqual({
      route: r.operationId,
      gated: isStaffRoute(r.access) ? [r.access.staff] : [],
    });
  }
});
