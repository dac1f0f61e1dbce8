/**
 * The rule "a bus never leaves with an expired permit" as pure functions: which required
 * documents fail to cover a trip's days, and which crossed states no permit covers. Dates are India's
 * calendar days (YYYY-MM-DD), compared as text.
 */
import { INDIAN_STATES } from "../place/gazetteer";
import { daysBetween } from "../shared/calendar";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { BusDocumentStatus, BusDocumentType } from "./bus-document.entity";

/** What the rule requires: each document type, and "Permit" = a state or All-India Tourist permit. */
export const REQUIREMENTS = ["RC", "Insurance", "Fitness", "PUC", "RoadTax", "Permit"] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** Names staff read in messages. */
export const DOCUMENT_NAMES: Record<BusDocumentType | "Permit", string> = {
  RC: "registration certificate (RC)",
  Insurance: "insurance",
  Fitness: "fitness certificate",
  PUC: "PUC certificate",
  RoadTax: "road tax",
  StatePermit: "state permit",
  AllIndiaPermit: "All-India Tourist permit",
  Other: "document",
  Permit: "permit",
};

export const EXPIRING_DAYS = 30;

export interface DocumentLike {
  id: string;
  type: BusDocumentType;
  number: string;
  validFrom: string;
  validUntil: string;
  states: string[];
}

export type IssueKind = "missing" | "expires" | "notYetValid" | "stateNotCovered";

export interface ComplianceIssue {
  kind: IssueKind;
  requirement: Requirement | "StatePermit";
  documentId: string | null;
  /** The date that fails: the valid-until of an expiring one, the valid-from of one not yet valid. */
  date: string | null;
  /** For a state no permit covers. */
  state: string | null;
}

export { daysBetween };

/** Valid, Expiring (within 30 days of `today`) or Expired. */
export function documentStatus(validUntil: string, today: string): BusDocumentStatus {
  if (validUntil < today) return BusDocumentStatus.Expired;
  return daysBetween(today, validUntil) <= EXPIRING_DAYS ? BusDocumentStatus.Expiring : BusDocumentStatus.Valid;
}

const isPermit = (t: BusDocumentType) => t === BusDocumentType.StatePermit || t === BusDocumentType.AllIndiaPermit;
const covers = (d: DocumentLike, from: string, until: string) => d.validFrom <= from && d.validUntil >= until;

/**
 * What keeps a bus from the days [from, until]: each required document that none of its documents
 * covers, and (when the trip touches more than one state) each state no covering state permit names,
 * unless an All-India Tourist permit covers the days.
 */
export function complianceIssues(
  docs: DocumentLike[],
  required: readonly Requirement[],
  from: string,
  until: string,
  states: readonly string[],
): ComplianceIssue[] {
  const issues: ComplianceIssue[] = [];
  for (const requirement of required) {
    const candidates = docs.filter((d) => (requirement === "Permit" ? isPermit(d.type) : d.type === requirement));
    if (candidates.some((d) => covers(d, from, until))) continue;
    if (!candidates.length) {
      issues.push({ kind: "missing", requirement, documentId: null, date: null, state: null });
      continue;
    }
    const latest = candidates.reduce((a, b) => (b.validUntil > a.validUntil ? b : a));
    const notYet = latest.validFrom > from;
    issues.push({
      kind: notYet ? "notYetValid" : "expires",
      requirement,
      documentId: latest.id,
      date: notYet ? latest.validFrom : latest.validUntil,
      state: null,
    });
  }
  const crossed = [...new Set(states)];
  const allIndia = docs.some((d) => d.type === BusDocumentType.AllIndiaPermit && covers(d, from, until));
  if (crossed.length > 1 && !allIndia) {
    const permits = docs.filter((d) => d.type === BusDocumentType.StatePermit && covers(d, from, until));
    for (const state of crossed)
      if (!permits.some((p) => p.states.includes(state)))
        issues.push({ kind: "stateNotCovered", requirement: "StatePermit", documentId: null, date: null, state });
  }
  return issues;
}

/** States as either API sends them (a list, or comma-separated text), each one of the gazetteer's states of India. */
export function parseStates(value: unknown): string[] {
  if (value === undefined || value === null || value === "") return [];
  const list = Array.isArray(value) ? value : String(value).split(",");
  return list.map((s) => {
    const state = typeof s === "string" ? s.trim() : "";
    if (!INDIAN_STATES.includes(state)) throw new ValidationError(msg("document.unknownState", { state }));
    return state;
  });
}

/** A date range [from, until], both YYYY-MM-DD, until not before from. */
export function dateRange(from: unknown, until: unknown): [string, string] {
  const start = v.isoDate(from, "From");
  const end = v.isoDate(until, "To");
  if (end < start) throw new ValidationError(msg("validation.endBeforeStart"));
  return [start, end];
}
