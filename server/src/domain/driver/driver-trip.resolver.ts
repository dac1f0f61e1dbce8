import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { readLimited } from "../upload/upload.service";
import { DriverAssignment } from "./driver.entity";
import {
  DriverCloseInput,
  DriverExpenseInput,
  DriverLink,
  DriverStartInput,
  DriverStopInput,
  DriverTrip,
  StaffCloseTripInput,
} from "./driver-trip.types";

/** The driver's link: its token is the credential (no account). */
@Resolver(() => DriverTrip)
export class DriverTripResolver {
  @Query(() => DriverTrip, { description: "The driver's page of a trip, by the link's token" })
  driverTrip(@Arg("token") token: string, @Ctx() ctx: Context) {
    return ctx.services.driverTrips.trip(token);
  }

  @Mutation(() => DriverTrip, {
    description: "The driver starts the trip (opening km); the customer is e-mailed the closing code",
  })
  driverStartTrip(@Arg("token") token: string, @Arg("input") input: DriverStartInput, @Ctx() ctx: Context) {
    return ctx.services.driverTrips.start(token, input);
  }

  @Mutation(() => DriverTrip, { description: "The driver reached a stop of the plan" })
  driverReachStop(@Arg("token") token: string, @Arg("input") input: DriverStopInput, @Ctx() ctx: Context) {
    return ctx.services.driverTrips.reachStop(token, input);
  }

  @Mutation(() => DriverTrip, {
    description: "The driver paid a toll, parking or permit; with a photo of the receipt (an image under 5 MB)",
  })
  async driverAddExpense(
    @Arg("token") token: string,
    @Arg("input") input: DriverExpenseInput,
    @Arg("receipt", () => GraphQLUpload) receipt: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const file = await receipt;
    const data = await readLimited(file.createReadStream());
    return ctx.services.driverTrips.addExpense(token, input, { data, filename: file.filename ?? "" });
  }

  @Mutation(() => DriverTrip, { description: "The driver closes the trip with closing km and the customer's code" })
  driverCloseTrip(@Arg("token") token: string, @Arg("input") input: DriverCloseInput, @Ctx() ctx: Context) {
    return ctx.services.driverTrips.close(token, input);
  }

  @Mutation(() => DriverTrip, {
    nullable: true,
    description: "Staff close a started trip (e.g. after too many wrong codes) (admins)",
  })
  closeTripAsStaff(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input") input: StaffCloseTripInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.staffTrips.closeAsStaff(ctx.actor, bookingId, input);
  }

  @Mutation(() => DriverLink, { description: "Withdraws a driver's link at once (admins)" })
  revokeDriverLink(@Arg("assignmentId", () => ID) assignmentId: string, @Ctx() ctx: Context) {
    return ctx.services.driverLinks.revokeLink(ctx.actor, assignmentId);
  }

  @Mutation(() => DriverLink, { description: "Gives the driver a new link; the old one stops working (admins)" })
  renewDriverLink(@Arg("assignmentId", () => ID) assignmentId: string, @Ctx() ctx: Context) {
    return ctx.services.driverLinks.renewLink(ctx.actor, assignmentId);
  }
}

@Resolver(() => DriverAssignment)
export class DriverAssignmentLinkResolver {
  @FieldResolver(() => DriverLink, { description: "The driver's link for this trip (admins)" })
  link(@Root() assignment: DriverAssignment, @Ctx() ctx: Context) {
    return ctx.services.driverLinks.link(ctx.actor, assignment.id);
  }
}

@Resolver(() => Booking)
export class BookingTripResolver {
  @FieldResolver(() => DriverTrip, {
    nullable: true,
    description: "What the driver recorded; null before the start (admins)",
  })
  trip(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.services.staffTrips.tripForStaff(ctx.actor, booking.id);
  }
}
