/**
 * What the activity log's entries are about: the Activity screen's Entity filter. Every `entity` the server's
 * `recordActivity` calls write ("bookings" is the CSV export); server/test/unit/activity-entities.test.ts
 * fails when the server writes one that is not here.
 */
export const ACTIVITY_ENTITIES = [
  "booking",
  "booking-drivers",
  "quote",
  "customer",
  "billing",
  "invoice",
  "credit-note",
  "debit-note",
  "bus",
  "bus document",
  "bus document file",
  "document settings",
  "blackout",
  "driver",
  "driver-link",
  "duty-slip",
  "trip",
  "trip-charge",
  "destination",
  "image",
  "contact",
  "message",
  "whatsapp-message",
  "consent",
  "rateCard",
  "settings",
  "tax-settings",
  "staff",
  "session",
  "account",
  "reminders",
  "bookings",
] as const;
