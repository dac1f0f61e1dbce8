/**
 * The lines staff approved from a driver's slip, as the invoice bills them (the duty slip feeds the tax invoice): read
 * by the invoice's line assembly on its own transaction, and by the receipt.
 */
import type { EntityManager } from "typeorm";
import { TripCharge } from "./driver-duty.entity";

/**
 * The source of the line for km driven over the accepted quote's km (a group's vehicle's is `extra-km:<position>`;
 * an expense's is `expense:<step id>`).
 */
export const EXTRA_KM = "extra-km";

/** An invoice line as the invoice assembles them: integer paise, amount = quantity × unit. */
export interface ChargeLine {
  description: string;
  quantity: number;
  unitPaise: number;
  amountPaise: number;
}

/** An approved line; tolls, parking and permits are billed at actuals, outside GST's taxable value (as a quote's are). */
export type ApprovedChargeLine = ChargeLine & { passThrough: boolean };

/**
 * The approved lines of a booking's trip (extra km, then expenses), for the invoice: the one entry point the
 * invoice's line assembly (invoice-lines.ts) calls, on its own transaction's manager.
 */
export async function approvedTripChargeLines(
  manager: EntityManager,
  bookingId: string,
): Promise<ApprovedChargeLine[]> {
  const rows = await manager
    .getRepository(TripCharge)
    .createQueryBuilder("c")
    .where(`c."bookingId" = :bookingId AND c.approved`, { bookingId })
    .orderBy(`c.source NOT LIKE '${EXTRA_KM}%'`, "ASC")
    .addOrderBy(`c."decidedAt"`, "ASC")
    .addOrderBy("c.id", "ASC")
    .getMany();
  return rows.map(({ source, description, quantity, unitPaise, amountPaise }) => ({
    description,
    quantity,
    unitPaise,
    amountPaise,
    passThrough: !source.startsWith(EXTRA_KM),
  }));
}
