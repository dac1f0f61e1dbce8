import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { StaffNote } from "./staff-note.entity";

@Resolver(() => StaffNote)
export class StaffNoteResolver {
  @FieldResolver(() => String, { nullable: true, description: "Who wrote it" })
  author(@Root() note: StaffNote): string | null {
    return note.author?.name ?? null;
  }

  @Query(() => [StaffNote], { description: "Internal notes on a customer, oldest first (admins)" })
  customerNotes(@Arg("customerId", () => ID) customerId: string, @Ctx() ctx: Context): Promise<StaffNote[]> {
    return ctx.services.staffNotes.list(ctx.actor, "customer", customerId);
  }

  @Mutation(() => StaffNote, {
    description: "Adds an internal note to a booking (admins; never shown to the customer)",
  })
  addBookingNote(@Arg("bookingId", () => ID) bookingId: string, @Arg("body") body: string, @Ctx() ctx: Context) {
    return ctx.services.staffNotes.add(ctx.actor, "booking", bookingId, body);
  }

  @Mutation(() => StaffNote, {
    description: "Adds an internal note to a customer (admins; never shown to the customer)",
  })
  addCustomerNote(@Arg("customerId", () => ID) customerId: string, @Arg("body") body: string, @Ctx() ctx: Context) {
    return ctx.services.staffNotes.add(ctx.actor, "customer", customerId, body);
  }
}

@Resolver(() => Booking)
export class BookingStaffNotesResolver {
  @FieldResolver(() => [StaffNote], { description: "Internal staff notes, oldest first (admins only)" })
  staffNotes(@Root() booking: Booking, @Ctx() ctx: Context): Promise<StaffNote[]> {
    return ctx.services.staffNotes.list(ctx.actor, "booking", booking.id);
  }
}
