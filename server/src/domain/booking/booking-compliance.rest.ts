/** A bus's compliance over REST: whether its documents cover a trip's days, as the bookings' rule checks it. */
import { Type } from "@sinclair/typebox";
import { date, orNull, strict, text, uuid } from "../../rest/json-schema";
import { errorRef, ok, query, refsTo, route, staff } from "../../rest/route";
import { BUS_COMPLIANCE_POLICIES } from "./booking-compliance.service";

const ComplianceIssue = Type.Object(
  {
    kind: Type.Union(["missing", "expires", "notYetValid", "stateNotCovered"].map((k) => Type.Literal(k))),
    requirement: text,
    documentId: orNull<string>("string"),
    date: orNull<string>("string", "YYYY-MM-DD"),
    state: orNull<string>("string"),
    message: text,
  },
  strict,
);
const BusCompliance = Type.Object(
  {
    busId: uuid,
    from: date(),
    until: date(),
    enforced: Type.Boolean({ description: "False while the bus has no document on record" }),
    compliant: Type.Boolean(),
    issues: Type.Array(ComplianceIssue),
  },
  strict,
);
export const schemas = { BusCompliance };
const { ref } = refsTo(schemas);

export const routes = {
  busCompliance: route("get", "/api/buses/{id}/compliance", staff(BUS_COMPLIANCE_POLICIES, "busCompliance"), {
    summary: "Whether a bus's documents cover a date range (admins)",
    description:
      "Each required document (Settings) must be valid on every day from `from` to `until`; when `states` names more than one state, a state permit must cover each unless an All-India Tourist permit covers the days. A bus with no document on record is not checked (`enforced: false`).",
    headers: [
      query("from", "YYYY-MM-DD"),
      query("until", "YYYY-MM-DD, inclusive"),
      query("states", "Comma-separated states the trip crosses", false),
    ],
    ok: ok(200, "The compliance", ref("BusCompliance")),
    answers: { "400": errorRef("BadRequest") },
    handle: ({ services, actor, id, req }) =>
      services.compliance.busCompliance(actor, id, req.query.from, req.query.until, req.query.states),
  }),
};
