import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { Owed, Payable, Payables } from "./vendor-payables.service";
import type { VendorForm, VendorVehicleForm } from "./vendor.service";

@InputType({ description: "A vendor (partner operator) as staff enter it" })
export class VendorInput implements VendorForm {
  @Field() name: string;
  @Field(() => String, { nullable: true, description: "15 characters; checked like the operator's own" })
  gstin?: string | null;
  @Field(() => String, { nullable: true, description: "Five letters, four digits and a letter" }) pan?: string | null;
  @Field() phone: string;
  @Field(() => String, { nullable: true, description: "The person to call at the vendor" }) contactName?: string | null;
}

@InputType({ description: "A vendor's bus as staff enter it; its documents are entered as for the fleet's own" })
export class VendorVehicleInput implements VendorVehicleForm {
  @Field({ description: "The registration number, e.g. UP65 AB 1234" }) registrationNumber: string;
  @Field(() => Int, { description: "Seats" }) capacity: number;
  @Field(() => String, { nullable: true, description: "What kind of bus: AC seater, sleeper, …" })
  description?: string | null;
  @Field(() => String, { nullable: true, description: "What staff call it; the registration number when empty" })
  name?: string | null;
}

@ObjectType({ description: "A vendor's bus on a booking: what the vendor is owed for it, and whether it was paid" })
export class VendorPayable implements Payable {
  @Field(() => ID, { description: "The booking's vehicle" }) vehicleId: string;
  @Field(() => ID) bookingId: string;
  @Field({ description: "BK-xxxx" }) bookingRef: string;
  @Field() customerName: string;
  @Field({ description: "YYYY-MM-DD" }) departureDate: string;
  @Field({ description: "YYYY-MM-DD, the trip's last day" }) returnDate: string;
  @Field() bookingStatus: string;
  @Field(() => Int) position: number;
  @Field(() => ID) busId: string;
  @Field() busName: string;
  @Field(() => String, { nullable: true }) registrationNumber: string | null;
  @Field(() => ID) vendorId: string;
  @Field() vendorName: string;
  @Field(() => String, { nullable: true, description: '₹ agreed, exact ("18500.00")' }) vendorCost: string | null;
  @Field(() => Date, { nullable: true }) vendorPaidAt: Date | null;
  @Field(() => String, { nullable: true }) vendorPaidReference: string | null;
}

@ObjectType({ description: "What one vendor is owed and was paid over the vehicles listed" })
export class VendorOwed implements Owed {
  @Field(() => ID) vendorId: string;
  @Field() vendorName: string;
  @Field(() => String, { nullable: true, description: "₹ not yet paid" }) owed: string | null;
  @Field(() => String, { nullable: true, description: "₹ paid" }) paid: string | null;
}

@ObjectType({
  description: "The payables to vendors: each hired-in vehicle of a Confirmed booking, and the sums per vendor",
})
export class VendorPayables implements Payables {
  @Field(() => [VendorPayable]) rows: VendorPayable[];
  @Field(() => [VendorOwed]) vendors: VendorOwed[];
  @Field(() => String, { nullable: true, description: "₹ not yet paid, all vendors" }) owed: string | null;
  @Field(() => String, { nullable: true, description: "₹ paid, all vendors" }) paid: string | null;
}
