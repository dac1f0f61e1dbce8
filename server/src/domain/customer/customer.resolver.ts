import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { Customer } from "./customer.types";

@Resolver(() => Customer)
export class CustomerResolver {
  @Query(() => [Customer], {
    description: "Customer accounts with booking counts; search by name, e-mail or phone (admins)",
  })
  customers(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: Context,
  ): Promise<Customer[]> {
    return ctx.services.customers.list(ctx.actor, search);
  }

  @Query(() => [Booking], { description: "One customer's bookings (admins)" })
  customerBookings(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Booking[]> {
    return ctx.services.customers.bookings(ctx.actor, id);
  }
}
