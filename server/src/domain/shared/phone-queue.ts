/**
 * How the areas below the messaging area ask for a WhatsApp message (or its SMS) that has no e-mail counterpart,
 * on the transaction of the change that causes it: the bus and driver details when a driver is assigned, the
 * trip's close-out. The messaging area decides whether it goes (consent, the template switched on) and to which
 * channel; services.ts hands its implementation over, so no arrow runs up to it.
 */
import type { EntityManager } from "typeorm";

export interface PhoneQueue {
  /** Inside the driver assignment: the bus and driver details (once per trip version and driver). */
  queueForCrew(m: EntityManager, bookingId: string, driverId: string): Promise<void>;
  /** Inside the trip's close-out: thanks, with the booking page where the bill and invoice are. */
  queueForTripClosed(m: EntityManager, bookingId: string): Promise<void>;
}

/** Queues nothing: for services built without messaging (scripts, tests). */
export const noPhoneMessages: PhoneQueue = {
  queueForCrew: async () => {},
  queueForTripClosed: async () => {},
};
