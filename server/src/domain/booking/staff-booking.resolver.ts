import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "./booking.entity";
import { StaffBookingInput } from "./booking.types";

@Resolver(() => Booking)
export class StaffBookingResolver {
  @Mutation(() => Booking, {
    description:
      "Staff enter a booking for a customer (bookings.write): the customer found (customerId), or the one with that e-mail, or a new customer account without a password (a phone enquiry needs only name and phone). The customer is e-mailed as for any booking",
  })
  createBookingForCustomer(@Arg("input") input: StaffBookingInput, @Ctx() ctx: Context): Promise<Booking> {
    return ctx.services.staffBookings.createForCustomer(ctx.actor, input);
  }
}
