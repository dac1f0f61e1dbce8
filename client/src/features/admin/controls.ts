import type { Permission } from "../../app/RequireRole";

/**
 * Every admin control that changes something, the server method it calls (`service.method` of the server's
 * SERVICE_POLICIES) and the permission that method's policy names (`needs`, any one of a list), with `also`, a
 * permission the method checks for this input (confirming needs `bookings.confirm`). A control is drawn only for
 * staff who hold them (`useControls().may`); server/test/unit/admin-controls.test.ts fails when a row's `needs`
 * is not the server's policy of the method it calls, so the admin area shows exactly what the server allows.
 */
export const CONTROLS = {
  newBooking: { calls: "staffBookings.createForCustomer", needs: "bookings.write" },
  completeTrip: { calls: "closeOut.complete", needs: "money.write" },
  confirmBooking: { calls: "bookingStatus.setStatus", needs: "bookings.write", also: "bookings.confirm" },
  setBookingStatus: { calls: "bookingStatus.setStatus", needs: "bookings.write" },
  deleteBooking: { calls: "bookingStatus.delete", needs: "bookings.write" },
  answerCancellation: { calls: "desk.answerCancellation", needs: "bookings.write" },
  retryMessage: { calls: "notifications.retry", needs: "bookings.write" },
  sendWhatsAppText: { calls: "conversations.sendText", needs: "bookings.write" },
  switchMessageTemplate: { calls: "messageSettings.setEnabled", needs: "settings.write" },
  addNote: { calls: "staffNotes.add", needs: ["bookings.write", "customers.write"] },
  changeBus: { calls: "bookingBus.changeBus", needs: "bookings.assign" },
  allocateVehicles: { calls: "vehicles.allocate", needs: "fleet.write" },
  assignDrivers: { calls: "driverAssignments.assign", needs: "drivers.write" },
  driverLinks: { calls: "driverLinks.renewLink", needs: "drivers.write" },
  rosterLinks: { calls: "driverRosters.createRosterLink", needs: "drivers.write" },
  closeTrip: { calls: "staffTrips.closeAsStaff", needs: "drivers.write" },
  saveDutySlip: { calls: "dutySlips.saveDuty", needs: "drivers.write" },
  decideTripCharge: { calls: "tripCharges.decide", needs: "money.write" },
  recordFare: { calls: "fares.recordFare", needs: "money.write" },
  recordPayment: { calls: "payments.record", needs: "payments.write" },
  sendPaymentLink: { calls: "paymentOrders.sendLink", needs: "payments.write" },
  refundPayment: { calls: "refunds.refund", needs: "payments.write" },
  refundBooking: { calls: "cancellationRefunds.refundBooking", needs: "payments.write" },
  acceptHeldPayment: { calls: "paymentIssues.acceptHeld", needs: "payments.write" },
  saveRefundPolicy: { calls: "cancellationRefunds.savePolicy", needs: "settings.write" },
  issueInvoice: { calls: "invoicing.issue", needs: "money.write" },
  issueCreditNote: { calls: "notes.issue", needs: "money.write" },
  priceQuote: { calls: "quoteDrafts.prepare", needs: "quotes.price" },
  addBus: { calls: "buses.create", needs: "fleet.write" },
  editBus: { calls: "buses.update", needs: "fleet.write" },
  deleteBus: { calls: "buses.delete", needs: "fleet.write" },
  busBlackouts: { calls: "availability.addBlackout", needs: "calendar.write" },
  busDocuments: { calls: "documents.add", needs: "documents.write" },
  editVendors: { calls: "vendors.create", needs: "fleet.write" },
  deleteVendors: { calls: "vendors.delete", needs: "fleet.write" },
  vendorBuses: { calls: "vendors.addVehicle", needs: "fleet.write" },
  payVendors: { calls: "vendorPayables.markPaid", needs: "money.write" },
  editDestinations: { calls: "destinations.create", needs: "content.write" },
  editDrivers: { calls: "drivers.create", needs: "drivers.write" },
  markContactHandled: { calls: "contact.setHandled", needs: "customers.write" },
  endSessions: { calls: "sessions.revoke", needs: "staff.manage" },
  manageStaff: { calls: "staff.invite", needs: "staff.manage" },
} as const satisfies Record<string, { calls: string; needs: Permission | readonly Permission[]; also?: Permission }>;

export type Control = keyof typeof CONTROLS;
