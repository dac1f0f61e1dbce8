import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { VehicleView } from "./vehicle-allocation.service";

@ObjectType("BookingVehicle", {
  description:
    "One vehicle of a booking: its seats, then its bus (the fleet's own, or a vendor's hired in with the cost agreed). The first vehicle's bus is the booking's `busType`.",
})
export class BookingVehicleView implements VehicleView {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: "1, 2, …: the first is the booking's own bus" }) position: number;
  @Field(() => Int, { description: "Seats: its bus's once it has one, else what was asked" }) seats: number;
  @Field(() => ID, { nullable: true }) busId: string | null;
  @Field(() => String, { nullable: true }) busName: string | null;
  @Field(() => String, { nullable: true }) registrationNumber: string | null;
  @Field(() => ID, { nullable: true, description: "The vendor whose bus fills it (hired in); null otherwise" })
  vendorId: string | null;
  @Field(() => String, { nullable: true }) vendorName: string | null;
  @Field(() => String, {
    nullable: true,
    description: '₹ agreed with the vendor, exact ("18500.00"); staff with money.read only',
  })
  vendorCost: string | null;
  @Field(() => Date, { nullable: true, description: "When the vendor was paid for this vehicle; staff only" })
  vendorPaidAt: Date | null;
  @Field(() => String, { nullable: true, description: "The payment's reference (bank, UPI, cheque); staff only" })
  vendorPaidReference: string | null;
  @Field(() => String, {
    nullable: true,
    description: "GET with the Bearer token: this vehicle's duty slip in English (staff)",
  })
  slipPathEn: string | null;
  @Field(() => String, {
    nullable: true,
    description: "GET with the Bearer token: this vehicle's duty slip in Hindi (staff)",
  })
  slipPathHi: string | null;
  @Field(() => String, {
    nullable: true,
    description: "GET with the Bearer token: the vendor's farm-out sheet in English (staff; hired-in vehicles only)",
  })
  farmOutPathEn: string | null;
  @Field(() => String, {
    nullable: true,
    description: "GET with the Bearer token: the vendor's farm-out sheet in Hindi (staff; hired-in vehicles only)",
  })
  farmOutPathHi: string | null;
}

@InputType({
  description: "One vehicle of a booking as staff allocate it (the list is the booking's vehicles in order)",
})
export class VehicleInput {
  @Field(() => ID, { nullable: true, description: "An existing vehicle of the booking; empty for a new one" })
  id?: string | null;
  @Field(() => Int, { nullable: true, description: "Seats asked for; with a bus, its seats are the bus's" })
  seats?: number | null;
  @Field(() => ID, { nullable: true, description: "The bus (own or a vendor's) that fills it; empty for none yet" })
  busId?: string | null;
  @Field(() => String, { nullable: true, description: "₹ agreed with the vendor, for a vendor's bus" })
  vendorCost?: string | null;
}
