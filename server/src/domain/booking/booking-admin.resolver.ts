import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { User } from "../auth/user.entity";
import { Booking, BookingStatusChange } from "./booking.entity";
import { AdminStats, BookingFilter, BookingPage, MonthCount } from "./booking.types";

@Resolver()
export class BookingAdminResolver {
  @Query(() => AdminStats, { description: "Dashboard figures (admins)" })
  adminStats(@Ctx() ctx: Context): Promise<AdminStats> {
    return ctx.services.figures.stats(ctx.actor);
  }

  @Query(() => BookingPage, { description: "Bookings matching a filter, newest first, keyset-paginated (admins)" })
  bookingsPage(
    @Arg("filter", () => BookingFilter, { nullable: true }) filter: BookingFilter | null,
    @Arg("first", () => Int, { defaultValue: 25 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<BookingPage> {
    return ctx.services.reports.page(ctx.actor, filter ?? {}, first, after);
  }

  @Query(() => [MonthCount], { description: "Bookings per departure month, by status (admins)" })
  bookingsPerMonth(@Ctx() ctx: Context): Promise<MonthCount[]> {
    return ctx.services.figures.perMonth(ctx.actor);
  }

  @Query(() => [Booking], { description: "Bookings whose trip meets [start, end] (admins; calendar)" })
  bookingCalendar(@Arg("start") start: string, @Arg("end") end: string, @Ctx() ctx: Context): Promise<Booking[]> {
    return ctx.services.figures.between(ctx.actor, start, end);
  }
}

@Resolver(() => BookingStatusChange)
export class BookingStatusChangeResolver {
  @FieldResolver(() => String, { nullable: true, description: "Who made the change" })
  changedBy(@Root() change: BookingStatusChange & { changedBy?: User | null }): string | null {
    return change.changedBy?.name ?? null;
  }
}
