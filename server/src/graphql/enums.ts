import { registerEnumType } from "type-graphql";
import { BookingStatus, BusStatus, Role } from "../domain/shared/enums";
import { StaffRole } from "../domain/shared/permissions";

/** The domain's enums as GraphQL enums (registered before the schema is built). */
registerEnumType(Role, { name: "Role", description: "A user's role" });
registerEnumType(StaffRole, {
  name: "StaffRole",
  description: "A staff account's role: owner, manager, booking desk, dispatcher or accounts",
});
registerEnumType(BusStatus, { name: "BusStatus", description: "Available, In Use or Maintenance" });
registerEnumType(BookingStatus, { name: "BookingStatus" });
