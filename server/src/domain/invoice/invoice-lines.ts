/**
 * What an invoice bills and where the supply takes place. `invoiceLinesFor` is the ONE place that
 * assembles an invoice's lines: the accepted quote's lines when there is one, else one "Bus hire" line
 * with the agreed fare; then the lines staff approved from the driver's slip (extra km, and tolls, parking and
 * permits at actuals). `placeOfSupplyFor` is the ONE place the place of supply is decided (the tax heads, the PDF
 * and the GSTR-1 rows all follow the state it gives).
 */
import type { EntityManager } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import { approvedTripChargeLines } from "../driver/trip-charge-lines";
import { PASS_THROUGH, parseRupees } from "../quote/quote-pricing";
import { type GstScheme, type InvoiceLineValue, taxableFromInclusive } from "./gst";
import { GST_STATES } from "./gstin";
import { acceptedQuoteLines, placeRegion } from "./invoice.queries";

/** The lines of a booking's invoice, read on the issuing transaction `m`. Empty when there is nothing to bill. */
export async function invoiceLinesFor(
  m: EntityManager,
  booking: Pick<Booking, "id" | "agreedFare">,
  sac: string,
  rate: GstScheme,
): Promise<InvoiceLineValue[]> {
  const charges = (await approvedTripChargeLines(m, booking.id)).map((c): InvoiceLineValue => ({
    label: c.description,
    sac,
    quantity: c.quantity,
    unitPaise: c.unitPaise,
    amountPaise: c.amountPaise,
    taxable: !c.passThrough,
  }));
  return [...(await agreedLines(m, booking, sac, rate)), ...charges];
}

/** The accepted quote's lines, else one "Bus hire" line with the agreed fare (GST included). */
async function agreedLines(
  m: EntityManager,
  booking: Pick<Booking, "id" | "agreedFare">,
  sac: string,
  rate: GstScheme,
): Promise<InvoiceLineValue[]> {
  const quoteLines = await acceptedQuoteLines(m, booking.id);
  if (quoteLines.length) {
    return quoteLines
      .filter((l) => !l.atActuals && l.unitPaise !== null)
      .map((l) => {
        const unitPaise = Number(l.unitPaise);
        const amount = l.quantity * unitPaise;
        return {
          label: l.label,
          sac,
          quantity: l.quantity,
          unitPaise,
          amountPaise: l.kind === "discount" ? -amount : amount,
          taxable: !PASS_THROUGH.includes(l.kind),
        };
      });
  }
  const fare = booking.agreedFare === null ? null : parseRupees(booking.agreedFare.toFixed(2));
  if (!fare) return [];
  // The agreed fare is what the customer pays, GST included: the line carries its taxable value.
  const taxable = taxableFromInclusive(fare, rate);
  return [{ label: "Bus hire", sac, quantity: 1, unitPaise: taxable, amountPaise: taxable, taxable: true }];
}

/** The gazetteer's region names -> GST state codes. */
const CODE_BY_STATE = new Map(
  Object.entries(GST_STATES)
    .filter(([code]) => code !== "25" && code !== "28")
    .map(([code, name]) => [name.toLowerCase(), code]),
);

/**
 * The place of supply, decided here and nowhere else (IGST Act s.12(9) for passenger transport, s.12(2)(a) for
 * hire with operator). A registered recipient (a customer GSTIN in the billing details): the recipient's
 * registered location, the state of the GSTIN's first two digits, wherever the passengers board. Anyone else:
 * where the passengers board (the booking's pickup), looked up in the gazetteer (each comma-separated part,
 * the best-known match first; a state named in it counts too); when nothing matches, the operator's own state.
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
