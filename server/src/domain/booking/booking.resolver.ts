import { IsEmail, IsNotEmpty, MaxLength, Min } from "class-validator";
import {
  Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription, registerEnumType,
} from "type-graphql";
import { filter, pipe } from "@graphql-yoga/subscription";
import { checkAuth, optionalActor } from "../../graphql/auth-checker";
import { type Context } from "../../graphql/context";
import { AuthPayload } from "../auth/auth.resolver";
import { Bus } from "../bus/bus.entity";
import { BookingStatus, Role } from "../shared/enums";
import { BOOKING_CHANGED, type BookingChangedPayload } from "../shared/events";
import { ValidationError } from "../shared/errors";
import { Booking, BookingStatusChange } from "./booking.entity";

export enum BookingChangeKind {
  CREATED = "CREATED",
  UPDATED = "UPDATED",
  DELETED = "DELETED",
}
registerEnumType(BookingChangeKind, { name: "BookingChangeKind" });

@InputType()
export class CreateBookingInput {
  @Field() @IsNotEmpty({ message: "Pickup location is required." }) @MaxLength(300) pickupLocation: string;
  @Field() @IsNotEmpty({ message: "Destination is required." }) @MaxLength(300) destination: string;
  @Field({ description: "YYYY-MM-DD" }) @IsNotEmpty({ message: "Departure date is required." }) departureDate: string;
  @Field(() => Int) @Min(1, { message: "Days must be between 1 and 365." }) days: number;
  @Field(() => ID) @IsNotEmpty({ message: "Please select a bus." }) busId: string;
  @Field() @IsNotEmpty({ message: "Name is required." }) @MaxLength(100) name: string;
  @Field() @IsEmail({}, { message: "Please enter a valid email address." }) email: string;
  @Field() @IsNotEmpty({ message: "Phone is required." }) @MaxLength(32) phone: string;
  @Field(() => String, { nullable: true }) @MaxLength(2000) notes?: string | null;
}

@ObjectType()
export class CreateBookingPayload {
  @Field(() => Booking) booking: Booking;
  @Field(() => AuthPayload, { nullable: true, description: "Set when the booking created a guest's account: the guest is now logged in" })
  auth: AuthPayload | null;
}

@ObjectType({ description: "A booking was created, changed or deleted" })
export class BookingChange {
  @Field(() => BookingChangeKind) kind: BookingChangeKind;
  @Field(() => ID) bookingId: string;
  @Field(() => Booking, { nullable: true, description: "The booking now; null when it was deleted" }) booking: Booking | null;
}

@Resolver(() => Booking)
export class BookingResolver {
  @Mutation(() => CreateBookingPayload, { description: "Sends a booking request (guests too)" })
  createBooking(@Arg("input") input: CreateBookingInput, @Ctx() ctx: Context): Promise<CreateBookingPayload> {
    return ctx.services.bookings.create(optionalActor(ctx), input);
  }

  @Query(() => [Booking], { description: "The logged-in user's bookings, newest first" })
  @Authorized()
  myBookings(@Ctx() ctx: Context): Promise<Booking[]> {
    return ctx.services.bookings.listMine(ctx.actor);
  }

  @Query(() => Booking, { description: "One booking, for its owner or an admin" })
  @Authorized()
  booking(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Booking> {
    return ctx.services.bookings.get(ctx.actor, id);
  }

  @Query(() => [Booking], { description: "All bookings, newest first (admins)" })
  @Authorized(Role.admin)
  bookings(@Ctx() ctx: Context): Promise<Booking[]> {
    return ctx.services.bookings.listAll(ctx.actor!);
  }

  @Mutation(() => Booking, { description: "Sets a booking's status (admins); confirming refuses overlaps of the same bus" })
  @Authorized(Role.admin)
  setBookingStatus(@Arg("id", () => ID) id: string, @Arg("status", () => BookingStatus) status: BookingStatus, @Ctx() ctx: Context): Promise<Booking> {
    return ctx.services.bookings.setStatus(ctx.actor!, id, status);
  }

  @Mutation(() => ID, { description: "Deletes a booking (admins)" })
  @Authorized(Role.admin)
  async deleteBooking(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.bookings.delete(ctx.actor!, id)).id;
  }

  @FieldResolver(() => Bus, { nullable: true, description: "The bus; null when it was deleted" })
  bus(@Root() booking: Booking, @Ctx() ctx: Context): Bus | null | Promise<Bus | null> {
    if (booking.bus !== undefined) return booking.bus;
    return booking.busId ? ctx.loaders.bus.load(booking.busId) : null;
  }

  @FieldResolver(() => [BookingStatusChange], { description: "Status history, oldest first" })
  @Authorized()
  history(@Root() booking: Booking, @Ctx() ctx: Context): Promise<BookingStatusChange[]> {
    return ctx.services.bookings.history(ctx.actor!, booking.id);
  }

  @Subscription(() => BookingChange, {
    description: "Every booking created, changed or deleted anywhere (admins)",
    subscribe: ({ context }) => {
      checkAuth(context as Context, [Role.admin]);
      return (context as Context).pubSub.subscribe(BOOKING_CHANGED);
    },
  })
  bookingChanged(@Root() payload: BookingChangedPayload, @Ctx() ctx: Context): Promise<BookingChange> {
    return toChange(payload, ctx);
  }

  @Subscription(() => BookingChange, {
    description: "Changes to the logged-in user's own bookings",
    subscribe: ({ context }) => {
      const ctx = context as Context;
      checkAuth(ctx, []);
      const me = ctx.actor!.id;
      return pipe(ctx.pubSub.subscribe(BOOKING_CHANGED), filter((p: BookingChangedPayload) => p.ownerId === me));
    },
  })
  myBookingChanged(@Root() payload: BookingChangedPayload, @Ctx() ctx: Context): Promise<BookingChange> {
    return toChange(payload, ctx);
  }
}

async function toChange(payload: BookingChangedPayload | undefined, ctx: Context): Promise<BookingChange> {
  if (!payload) throw new ValidationError("Subscriptions are served over WebSocket (graphql-ws) at /graphql.");
  const booking = payload.kind === "DELETED" ? null : await ctx.services.bookings.find(payload.bookingId);
  return { kind: payload.kind as BookingChangeKind, bookingId: payload.bookingId, booking };
}
