/** The vehicle-document rule as pure functions: status by India's calendar day, and what keeps a bus from a trip. */
import { BusDocumentType } from "../../src/domain/bus-document/bus-document.entity";
import { complianceIssues, documentStatus, REQUIREMENTS } from "../../src/domain/bus-document/compliance";
import { sniffDocument } from "../../src/domain/bus-document/bus-document.service";

const doc = (type: BusDocumentType, validUntil = "2027-12-31", states: string[] = [], validFrom = "2026-01-01") => ({
  id: `${type}-${validUntil}`,
  type,
  number: "N",
  validFrom,
  validUntil,
  states,
});
const fullSet = () => [
  doc(BusDocumentType.RC),
  doc(BusDocumentType.Insurance),
  doc(BusDocumentType.Fitness),
  doc(BusDocumentType.PUC),
  doc(BusDocumentType.RoadTax),
  doc(BusDocumentType.StatePermit, "2027-12-31", ["Uttar Pradesh"]),
];

test("status: Valid beyond 30 days, Expiring from 30 days to the last valid day, Expired after it", () => {
  expect(documentStatus("2026-12-27", "2026-11-26")).toBe("Valid");
  expect(documentStatus("2026-12-26", "2026-11-26")).toBe("Expiring");
  expect(documentStatus("2026-11-26", "2026-11-26")).toBe("Expiring");
  expect(documentStatus("2026-11-25", "2026-11-26")).toBe("Expired");
});

test("a full set covering the trip has no issue; each required document must cover every day of it", () => {
  expect(complianceIssues(fullSet(), REQUIREMENTS, "2027-01-01", "2027-01-03", ["Uttar Pradesh"])).toEqual([]);
  const lapsing = fullSet().map((d) => (d.type === "Fitness" ? doc(BusDocumentType.Fitness, "2027-01-02") : d));
  expect(complianceIssues(lapsing, REQUIREMENTS, "2027-01-01", "2027-01-03", [])).toEqual([
    { kind: "expires", requirement: "Fitness", documentId: "Fitness-2027-01-02", date: "2027-01-02", state: null },
  ]);
  // The last valid day is the trip's last day: fine.
  expect(complianceIssues(lapsing, REQUIREMENTS, "2027-01-01", "2027-01-02", [])).toEqual([]);
  const missing = fullSet().filter((d) => d.type !== "PUC");
  expect(complianceIssues(missing, REQUIREMENTS, "2027-01-01", "2027-01-03", [])[0]).toMatchObject({
    kind: "missing",
    requirement: "PUC",
  });
  const later = fullSet().map((d) => (d.type === "RC" ? doc(BusDocumentType.RC, "2028-01-01", [], "2027-01-02") : d));
  expect(complianceIssues(later, REQUIREMENTS, "2027-01-01", "2027-01-03", [])[0]).toMatchObject({
    kind: "notYetValid",
    date: "2027-01-02",
  });
  // Settings may require less.
  expect(complianceIssues(missing, ["RC", "Insurance"], "2027-01-01", "2027-01-03", [])).toEqual([]);
});

test("a trip across states needs a state permit for each, unless an All-India Tourist permit covers the days", () => {
  const crossing = complianceIssues(fullSet(), REQUIREMENTS, "2027-01-01", "2027-01-03", ["Uttar Pradesh", "Bihar"]);
  expect(crossing).toEqual([
    { kind: "stateNotCovered", requirement: "StatePermit", documentId: null, date: null, state: "Bihar" },
  ]);
  const withAit = [...fullSet(), doc(BusDocumentType.AllIndiaPermit)];
  expect(complianceIssues(withAit, REQUIREMENTS, "2027-01-01", "2027-01-03", ["Uttar Pradesh", "Bihar"])).toEqual([]);
  const lapsedAit = [...fullSet(), doc(BusDocumentType.AllIndiaPermit, "2027-01-02")];
  expect(
    complianceIssues(lapsedAit, REQUIREMENTS, "2027-01-01", "2027-01-03", ["Uttar Pradesh", "Bihar"]),
  ).toHaveLength(1);
  // An All-India Tourist permit alone satisfies "a permit".
  const aitOnly = [...fullSet().filter((d) => d.type !== "StatePermit"), doc(BusDocumentType.AllIndiaPermit)];
  expect(complianceIssues(aitOnly, REQUIREMENTS, "2027-01-01", "2027-01-03", ["Uttar Pradesh"])).toEqual([]);
});

test("a scan is a PDF or an image by its content", () => {
  expect(sniffDocument(Buffer.from("%PDF-1.7\n"))).toBe("application/pdf");
  expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
  expect(sniffDocument(Buffer.from("PDF-1.7 pretending"))).toBeNull();
});
