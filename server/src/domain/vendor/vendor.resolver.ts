import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Bus } from "../bus/bus.entity";
import { Vendor } from "./vendor.entity";
import { VendorInput, VendorPayable, VendorPayables, VendorVehicleInput } from "./vendor.types";

@Resolver(() => Vendor)
export class VendorResolver {
  @Query(() => [Vendor], { description: "The vendors (partner operators whose buses are hired in), by name (staff)" })
  vendors(@Ctx() ctx: Context): Promise<Vendor[]> {
    return ctx.services.vendors.list(ctx.actor);
  }

  @Query(() => Vendor, { description: "One vendor (staff)" })
  vendor(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Vendor> {
    return ctx.services.vendors.get(ctx.actor, id);
  }

  @FieldResolver(() => [Bus], {
    description: "The vendor's buses; their documents are entered and checked as the fleet's own",
  })
  vehicles(@Root() vendor: Vendor, @Ctx() ctx: Context): Promise<Bus[]> {
    return ctx.services.vendors.vehiclesOf(ctx.actor, vendor.id);
  }

  @Mutation(() => Vendor, { description: "Adds a vendor (fleet.write)" })
  createVendor(@Arg("input", () => VendorInput) input: VendorInput, @Ctx() ctx: Context): Promise<Vendor> {
    return ctx.services.vendors.create(ctx.actor, input);
  }

  @Mutation(() => Vendor, { description: "Changes a vendor's details (fleet.write)" })
  updateVendor(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => VendorInput) input: VendorInput,
    @Ctx() ctx: Context,
  ): Promise<Vendor> {
    return ctx.services.vendors.update(ctx.actor, id, input);
  }

  @Mutation(() => Vendor, { description: "Removes a vendor without buses (fleet.write)" })
  deleteVendor(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Vendor> {
    return ctx.services.vendors.delete(ctx.actor, id);
  }

  @Mutation(() => Bus, { description: "Adds a bus to a vendor (fleet.write); never shown in the public fleet" })
  addVendorVehicle(
    @Arg("vendorId", () => ID) vendorId: string,
    @Arg("input", () => VendorVehicleInput) input: VendorVehicleInput,
    @Ctx() ctx: Context,
  ): Promise<Bus> {
    return ctx.services.vendors.addVehicle(ctx.actor, vendorId, input);
  }

  @Mutation(() => Bus, { description: "Changes a vendor's bus (fleet.write)" })
  updateVendorVehicle(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => VendorVehicleInput) input: VendorVehicleInput,
    @Ctx() ctx: Context,
  ): Promise<Bus> {
    return ctx.services.vendors.updateVehicle(ctx.actor, id, input);
  }

  @Mutation(() => Bus, { description: "Removes a vendor's bus that never filled a booking's vehicle (fleet.write)" })
  removeVendorVehicle(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Bus> {
    return ctx.services.vendors.removeVehicle(ctx.actor, id);
  }

  @Query(() => VendorPayables, {
    description:
      "What is owed to vendors (money.read): each vendor's bus on a Confirmed booking with its agreed cost and payment, and the sums per vendor",
  })
  vendorPayables(
    @Ctx() ctx: Context,
    @Arg("vendorId", () => ID, { nullable: true }) vendorId?: string | null,
    @Arg("unpaidOnly", { nullable: true }) unpaidOnly?: boolean,
  ): Promise<VendorPayables> {
    return ctx.services.vendorPayables.payables(ctx.actor, vendorId, unpaidOnly);
  }

  @Mutation(() => VendorPayable, {
    description: "Marks the vendor of a booking's vehicle paid, with the payment's reference (money.write); once",
  })
  markVendorPaid(
    @Arg("vehicleId", () => ID) vehicleId: string,
    @Arg("reference") reference: string,
    @Ctx() ctx: Context,
  ): Promise<VendorPayable> {
    return ctx.services.vendorPayables.markPaid(ctx.actor, vehicleId, reference);
  }
}
