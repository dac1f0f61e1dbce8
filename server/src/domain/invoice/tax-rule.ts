/**
 * How a booking's supply is taxed, decided here and nowhere else: the place of supply, the heads it gives
 * (CGST + SGST within the operator's state, IGST between states) and whether the recipient pays the tax on
 * reverse charge. A quote and the invoice ask the same question of the same facts, so a quote shows the
 * heads the invoice will carry.
 *
 * Place of supply (IGST Act s.12(9) for passenger transport, s.12(2)(a) for hire with operator): a
 * registered recipient's registered state (its GSTIN's first two digits), wherever the passengers board;
 * anyone else, where the passengers board (the booking's pickup, looked up in the gazetteer); when nothing
 * matches, the operator's own state.
 *
 * Reverse charge: renting of a motor vehicle designed to carry passengers, with the cost of fuel in the
 * consideration, supplied by a person other than a body corporate paying GST at 5 % to a body corporate
 * (Notification No. 13/2017-Central Tax (Rate), entry 15, as amended by Notification No. 22/2019-Central Tax
 * (Rate); the same entries of the IGST and UTGST notifications). A supplier that opts for 12 % with input tax
 * credit, or is itself a body corporate, charges the tax on forward charge. Pure, but for the gazetteer lookup.
 */
import type { EntityManager } from "typeorm";
import type { GstRate, TaxTreatment } from "../shared/money";
import { GST_STATES } from "./gstin";
import { placeRegion } from "./invoice.queries";

/** The operator's constitution (Settings → Tax). */
export const CONSTITUTIONS = ["proprietorship", "partnership", "llp", "company", "other"] as const;
export type Constitution = (typeof CONSTITUTIONS)[number];

/** A body corporate: a company or a limited liability partnership (Companies Act s.2(11)). */
export const isBodyCorporate = (c: Constitution) => c === "llp" || c === "company";

/** What a change of the fare after the tax invoice does (Settings → Tax). */
export const AFTER_INVOICE = ["notes", "refuse"] as const;
export type AfterInvoice = (typeof AFTER_INVOICE)[number];

/**
 * Whether a registered recipient looks like a company from its GSTIN: the PAN inside it (characters 3 to 12)
 * has the holder's type as its fourth character, C for a company. An LLP's PAN shares F with partnership
 * firms, so an LLP says it is a body corporate in its billing details (BillingService).
 */
export const gstinOfCompany = (gstin: string | null | undefined): boolean => !!gstin && gstin[5] === "C";

/** The recipient of a supply: its GSTIN, and whether it is a body corporate (a company or an LLP). */
export interface Recipient {
  gstin: string | null | undefined;
  bodyCorporate: boolean;
}

/** Whether the recipient pays the tax: 5 %, a supplier that is no body corporate, a registered body corporate recipient. */
export const reverseChargeApplies = (rate: GstRate, supplier: Constitution, recipient: Recipient) =>
  rate === 5 && !isBodyCorporate(supplier) && !!recipient.gstin && recipient.bodyCorporate;

/** The gazetteer's region names -> GST state codes. */
const CODE_BY_STATE = new Map(
  Object.entries(GST_STATES)
    .filter(([code]) => code !== "25" && code !== "28")
    .map(([code, name]) => [name.toLowerCase(), code]),
);

/**
 * The place of supply: the recipient's GSTIN's state, else the state where the passengers board (each
 * comma-separated part of the pickup, the best-known gazetteer match first; a state named in it counts
 * too), else the operator's own state.
 */
export async function placeOfSupplyFor(
  m: EntityManager,
  supply: { pickup: string; recipientGstin: string | null | undefined },
  operatorState: string,
): Promise<string> {
  if (supply.recipientGstin) return supply.recipientGstin.slice(0, 2);
  const parts = [supply.pickup, ...supply.pickup.split(",")].map((p) => p.trim()).filter(Boolean);
  for (const part of parts) {
    const named = CODE_BY_STATE.get(part.toLowerCase());
    if (named) return named;
  }
  const rows = await placeRegion(
    m,
    parts.map((p) => p.toLowerCase()),
  );
  const code = rows[0] && CODE_BY_STATE.get(rows[0].region.toLowerCase());
  return code ?? operatorState;
}

/** A supply's treatment with the place of supply it follows. */
export interface SupplyTax extends TaxTreatment {
  placeOfSupply: string;
}

/** The operator's side of the rule (Settings → Tax). */
export interface Supplier {
  state: string;
  constitution: Constitution;
}

/**
 * The treatment a tax document was issued under (its rate, its heads, reverse charge), as the rule decided it
 * then: what is billed after the invoice is read under it (the fare rule's notes, the receipt's heads).
 */
export const treatmentOf = (d: { rate: number; intraState: boolean; reverseCharge: boolean }): TaxTreatment => ({
  rate: d.rate as GstRate,
  intraState: d.intraState,
  reverseCharge: d.reverseCharge,
});

/** How a supply at `rate` to this recipient (its billing details, if any), boarding at `pickup`, is taxed. */
export async function taxOfSupply(
  m: EntityManager,
  supply: { pickup: string; recipient: Recipient | null; rate: GstRate },
  supplier: Supplier,
): Promise<SupplyTax> {
  const recipientGstin = supply.recipient?.gstin;
  const placeOfSupply = await placeOfSupplyFor(m, { pickup: supply.pickup, recipientGstin }, supplier.state);
  return {
    rate: supply.rate,
    placeOfSupply,
    intraState: placeOfSupply === supplier.state,
    reverseCharge: !!supply.recipient && reverseChargeApplies(supply.rate, supplier.constitution, supply.recipient),
  };
}
