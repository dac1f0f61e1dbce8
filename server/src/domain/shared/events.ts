/** Events published by services; delivered to GraphQL subscriptions (in-process, or through Redis). */
export const BOOKING_CHANGED = "BOOKING_CHANGED";

export type BookingChangeKind = "CREATED" | "UPDATED" | "DELETED";
export type QuoteEventKind = "PREPARED" | "SENT" | "ACCEPTED" | "CHANGE_REQUESTED" | "EXPIRED";

/** Plain JSON (it may cross Redis): ids, not entities. */
export interface BookingChangedPayload {
  kind: BookingChangeKind;
  bookingId: string;
  ownerId: string | null;
  /** What happened to the booking's quote, when the change was one (sent, accepted, a change asked for, expired). */
  quote?: QuoteEventKind;
  /** A snapshot for DELETED events, when the row no longer exists. */
  snapshot?: Record<string, unknown>;
}

/** The public site's content changed (a bus, destination or the site settings): rendered pages go stale. */
export const CONTENT_CHANGED = "CONTENT_CHANGED";

export interface ContentChangedPayload {
  area: "bus" | "destination" | "settings";
  id?: string;
}

/** A user's sessions ended (disabled, or signed out by the owner): every instance closes their live subscriptions. */
export const SESSIONS_ENDED = "SESSIONS_ENDED";

export interface SessionsEndedPayload {
  userId: string;
  /** One session (refresh token family); null: all of the user's. */
  sessionId: string | null;
}

/** A WhatsApp message or SMS about a booking was queued, sent or reported on: staff watching the booking see it. */
export const PHONE_MESSAGE_CHANGED = "PHONE_MESSAGE_CHANGED";

export interface PhoneMessageChangedPayload {
  bookingId: string;
  messageId: string;
}

export interface EventBus {
  publish(topic: typeof BOOKING_CHANGED, payload: BookingChangedPayload): void;
  publish(topic: typeof CONTENT_CHANGED, payload: ContentChangedPayload): void;
  publish(topic: typeof SESSIONS_ENDED, payload: SessionsEndedPayload): void;
  publish(topic: typeof PHONE_MESSAGE_CHANGED, payload: PhoneMessageChangedPayload): void;
}

/** Publishes nothing: for services built without a bus (scripts, tests). */
export const noEvents: EventBus = { publish: () => {} };
