/** Events published by services; delivered to GraphQL subscriptions (in-process, or through Redis). */
export const BOOKING_CHANGED = "BOOKING_CHANGED";

export type BookingChangeKind = "CREATED" | "UPDATED" | "DELETED";

/** Plain JSON (it may cross Redis): ids, not entities. */
export interface BookingChangedPayload {
  kind: BookingChangeKind;
  bookingId: string;
  ownerId: string | null;
  /** A snapshot for DELETED events, when the row no longer exists. */
  snapshot?: Record<string, unknown>;
}

export interface EventBus {
  publish(topic: typeof BOOKING_CHANGED, payload: BookingChangedPayload): void;
}
