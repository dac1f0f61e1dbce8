import { registerEnumType } from "type-graphql";
import { BookingStatus, BusStatus, Role } from "../domain/shared/enums";
import { StaffRole } from "../domain/shared/permissions";
import { OrderStatus, PaymentKind, PaymentMethod, RefundStatus } from "../domain/payment/payment-enums";

/** The domain's enums as GraphQL enums (registered before the schema is built). */
registerEnumType(Role, { name: "Role", description: "A user's role" });
registerEnumType(StaffRole, {
  name: "StaffRole",
  description: "A staff account's role: owner, manager, booking desk, dispatcher or accounts",
});
registerEnumType(BusStatus, { name: "BusStatus", description: "Available, In Use or Maintenance" });
registerEnumType(BookingStatus, { name: "BookingStatus" });
registerEnumType(PaymentMethod, {
  name: "PaymentMethod",
  description: "How money reached the operator: razorpay (the gateway), upi_manual, cash or bank",
});
registerEnumType(PaymentKind, {
  name: "PaymentKind",
  description: "What a payment was for: the advance or the balance",
});
registerEnumType(OrderStatus, {
  name: "PaymentOrderStatus",
  description: "A gateway order or payment link: created (waiting), paid, held (paid, not the amount asked) or failed",
});
registerEnumType(RefundStatus, {
  name: "RefundStatus",
  description: "A refund: pending (asked of the gateway), processed, or failed",
});
