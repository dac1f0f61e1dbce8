import { registerEnumType } from "type-graphql";

export enum Role {
  user = "user",
  admin = "admin",
}
export enum BusStatus {
  Available = "Available",
  InUse = "In Use",
  Maintenance = "Maintenance",
}
export enum BookingStatus {
  Pending = "Pending",
  Confirmed = "Confirmed",
  Cancelled = "Cancelled",
}

registerEnumType(Role, { name: "Role", description: "A user's role" });
registerEnumType(BusStatus, { name: "BusStatus", description: "Available, In Use or Maintenance" });
registerEnumType(BookingStatus, { name: "BookingStatus" });
