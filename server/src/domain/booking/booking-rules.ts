/** The pure rules of bookings (no database): the reference shown to people, trip dates, the status table, page cursors. */
import { tripLastDay } from "../shared/calendar";
import { BookingStatus } from "../shared/enums";
import { ValidationError, isUuid } from "../shared/errors";
import { type Message, englishText, msg } from "../shared/messages";

/** The booking id people see: BK- plus the last 4 characters of the id (spec §9). */
export const bookingRef = (id: string) => `BK-${id.slice(-4)}`;
/** How the history note of a change of bus begins ("Bus changed from A to B."). */
export const BUS_CHANGED_NOTE = "Bus changed from";

/**
 * Which status staff may set next, from each status: the one table the service enforces and the
 * admin screen reads (GraphQL `Booking.nextStatuses`). The specification lets staff set any of the
 * three freely through the dropdown (§4), so every move is allowed; tighten a row here to change that.
 */
export const STATUS_MOVES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  [BookingStatus.Pending]: [BookingStatus.Confirmed, BookingStatus.Cancelled],
  [BookingStatus.Confirmed]: [BookingStatus.Pending, BookingStatus.Cancelled],
  [BookingStatus.Cancelled]: [BookingStatus.Pending, BookingStatus.Confirmed],
};

export const BOOKING_STATUSES = Object.values(BookingStatus);

export const nextStatuses = (from: BookingStatus): readonly BookingStatus[] => STATUS_MOVES[from] ?? [];

/** Refuses a move the table does not list; setting the status a booking already has is no move at all. */
export function checkStatusMove(from: BookingStatus, to: BookingStatus): void {
  if (from === to || nextStatuses(from).includes(to)) return;
  throw new ValidationError(msg("booking.statusMove", { from, to }), { field: "status" });
}

/** A Confirmed booking that holds the bus on overlapping dates. */
export interface Clash {
  id: string;
  name: string;
  departureDate: string;
  days: number;
}

/** Why a confirmation was refused, naming the clashing booking and its dates (its last day inclusive). */
export function clashNotice(busName: string | undefined, clash: Clash): Message {
  const booked = {
    ref: bookingRef(clash.id),
    name: clash.name,
    from: { date: clash.departureDate },
    to: { date: tripLastDay(clash.departureDate, clash.days) },
  };
  return busName == null ? msg("booking.clashThisBus", booked) : msg("booking.clash", { bus: busName, ...booked });
}
export const clashMessage = (busName: string | undefined, clash: Clash): string =>
  englishText(clashNotice(busName, clash));

/** The trigger that refuses a Confirmed booking meeting a bus's unavailable period (migration BusinessOperations). */
export const BLACKOUT_CONSTRAINT = "EX_bookings_bus_blackout";

/** Why a confirmation was refused: the bus is unavailable (maintenance etc.) on some of the trip's days. */
export function blackoutNotice(
  busName: string | undefined,
  p: { startDate: string; endDate: string; reason: string },
): Message {
  const period = { from: { date: p.startDate }, to: { date: p.endDate }, reason: p.reason };
  return busName == null
    ? msg("booking.blackoutClashThisBus", period)
    : msg("booking.blackoutClash", { bus: busName, ...period });
}

/** Keyset cursor of the admin bookings list: the last row's (createdAt, id), opaque to clients. */
export const encodeCursor = (b: { createdAt: Date; id: string }) =>
  Buffer.from(`${b.createdAt.toISOString()}|${b.id}`).toString("base64url");

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!createdAt || !isUuid(id) || Number.isNaN(Date.parse(createdAt)))
    throw new ValidationError(msg("validation.pageCursor"));
  return { createdAt, id };
}
