import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { filter, pipe } from "@graphql-yoga/subscription";
import { type Context } from "../../graphql/context";
import { refuseWithStatus } from "../../graphql/errors";
import { Bus } from "../bus/bus.entity";
import { moneyFor, optionalActor, requireActor } from "../shared/actor";
import { BookingStatus } from "../shared/enums";
import { BOOKING_CHANGED, type BookingChangedPayload } from "../shared/events";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import { Booking, BookingStatusChange } from "./booking.entity";
import { bookingRef, nextStatuses } from "./booking-rules";
import {
  BookingChange,
  type BookingChangeKind,
  BookingPage,
  CreateBookingInput,
  CreateBookingPayload,
  quoteEvent,
} from "./booking.types";
import { MY_BOOKINGS_LIMIT } from "./my-bookings.service";
import { tripLastDay } from "../shared/calendar";

@Resolver(() => Booking)
export class BookingResolver {
  @Mutation(() => CreateBookingPayload, { description: "Sends a booking request (guests too)" })
  createBooking(
    @Arg("input") input: CreateBookingInput,
    @Ctx() ctx: Context,
    @Arg("idempotencyKey", () => String, {
      nullable: true,
      description: "A retry with the same key answers the first booking and stores nothing twice",
    })
    idempotencyKey?: string | null,
  ): Promise<CreateBookingPayload> {
    return ctx.services.bookings.create(optionalActor(ctx), input, idempotencyKey);
  }

  @Query(() => [Booking], {
    description: `The logged-in user's bookings, newest first: the newest ${MY_BOOKINGS_LIMIT.toLocaleString("en")} at most (read them all with myBookingsPage(first, after))`,
  })
  myBookings(@Ctx() ctx: Context): Promise<Booking[]> {
    return ctx.services.bookings.listMine(ctx.actor);
  }

  @Query(() => BookingPage, {
    description: "The logged-in user's bookings, newest first, keyset-paginated (first: 1 to 100), with their total",
  })
  myBookingsPage(
    @Arg("first", () => Int, { defaultValue: 25 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<BookingPage> {
    return ctx.services.myBookings.page(ctx.actor, first, after);
  }

  @Query(() => Booking, { description: "One booking, for its owner or an admin" })
  booking(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Booking> {
    return ctx.services.bookings.get(ctx.actor, id);
  }

  @Query(() => [Booking], {
    description:
      "All bookings, newest first (admins), up to 10,000: above that the answer is refused (HTTP 413, PAYLOAD_TOO_LARGE); read them with bookingsPage(first, after)",
  })
  bookings(@Ctx() ctx: Context): Promise<Booking[]> {
    return ctx.services.bookings.listAll(ctx.actor).catch(refuseWithStatus);
  }

  @Mutation(() => Booking, {
    description: "Sets a booking's status (admins); confirming refuses overlaps of the same bus",
  })
  setBookingStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => BookingStatus) status: BookingStatus,
    @Ctx() ctx: Context,
    @Arg("overrideReason", () => String, {
      nullable: true,
      description: "Confirms despite lapsed vehicle documents; recorded in the booking's history",
    })
    overrideReason?: string | null,
  ): Promise<Booking> {
    return ctx.services.bookingStatus.setStatus(ctx.actor, id, status, overrideReason);
  }

  @Mutation(() => ID, { description: "Deletes a booking (admins)" })
  async deleteBooking(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.bookingStatus.delete(ctx.actor, id)).id;
  }

  @FieldResolver(() => Bus, { nullable: true, description: "The bus; null when it was deleted" })
  bus(@Root() booking: Booking, @Ctx() ctx: Context): Bus | null | Promise<Bus | null> {
    if (booking.bus !== undefined) return booking.bus;
    return booking.busId ? ctx.loaders.bus.load(booking.busId) : null;
  }

  @FieldResolver(() => String, { description: "The id people see: BK- plus the last 4 characters of the id" })
  reference(@Root() booking: Booking): string {
    return bookingRef(booking.id);
  }

  @FieldResolver(() => String, {
    description:
      "The trip's last day, the day it returns: departure plus days, less one (a 1-day trip returns the day it leaves), YYYY-MM-DD",
  })
  returnDate(@Root() booking: Booking): string {
    return tripLastDay(booking.departureDate, booking.days);
  }

  @FieldResolver(() => [BookingStatus], {
    description: "The statuses staff may set next, from the booking's status table (admin screen)",
  })
  nextStatuses(@Root() booking: Booking): readonly BookingStatus[] {
    return nextStatuses(booking.status);
  }

  @FieldResolver(() => [BookingStatusChange], { description: "Status history, oldest first" })
  history(@Root() booking: Booking, @Ctx() ctx: Context): Promise<BookingStatusChange[]> {
    return ctx.services.bookings.history(ctx.actor, booking.id);
  }

  @Subscription(() => BookingChange, {
    description: "Every booking created, changed or deleted anywhere (staff with bookings.read)",
    subscribe: ({ context }) => {
      const ctx = context as Context;
      ctx.audience = ctx.services.figures.watch(ctx);
      return ctx.pubSub.subscribe(BOOKING_CHANGED);
    },
  })
  async bookingChanged(@Root() payload: BookingChangedPayload, @Ctx() ctx: Context): Promise<BookingChange> {
    return moneyFor(ctx.actor, await toChange(payload, ctx));
  }

  @Subscription(() => BookingChange, {
    description: "Changes to the logged-in user's own bookings",
    subscribe: ({ context }) => {
      const ctx = context as Context;
      const me = requireActor(ctx).id;
      ctx.audience = `user:${me}`;
      return pipe(
        ctx.pubSub.subscribe(BOOKING_CHANGED),
        filter((p: BookingChangedPayload) => p.ownerId === me),
      );
    },
  })
  myBookingChanged(@Root() payload: BookingChangedPayload, @Ctx() ctx: Context): Promise<BookingChange> {
    return toChange(payload, ctx);
  }
}

/**
 * One event reaches every subscriber as the same payload object (one Redis message is parsed
 * once per instance), so the booking is loaded once per event, not once per subscriber (1,000 admins
 * watching made 1,000 identical queries per booking). Kept only as long as the event object lives.
 */
const changes = new WeakMap<BookingChangedPayload, Promise<BookingChange>>();

function toChange(payload: BookingChangedPayload | undefined, ctx: Context): Promise<BookingChange> {
  if (!payload) throw new ValidationError(msg("graphql.subscriptionsOverWebSocket"));
  let change = changes.get(payload);
  if (!change) {
    change = (async () => {
      const booking = payload.kind === "DELETED" ? null : await ctx.services.bookings.find(payload.bookingId);
      return {
        kind: payload.kind as BookingChangeKind,
        bookingId: payload.bookingId,
        booking,
        quote: quoteEvent(payload.quote),
      };
    })();
    changes.set(payload, change);
  }
  return change;
}
