/** RC, insurance, fitness, PUC, road tax, state permit, All-India Tourist permit, other */
export const BusDocumentType = {
  Rc: 'RC',
  Insurance: 'Insurance',
  Fitness: 'Fitness',
  Puc: 'PUC',
  RoadTax: 'RoadTax',
  StatePermit: 'StatePermit',
  AllIndiaPermit: 'AllIndiaPermit',
  Other: 'Other'
} as const;

export type BusDocumentType = typeof BusDocumentType[keyof typeof BusDocumentType];
/** Valid, Expiring (within 30 days) or Expired, on India's calendar */
export const BusDocumentStatus = {
  Valid: 'Valid',
  Expiring: 'Expiring',
  Expired: 'Expired'
} as const;

export type BusDocumentStatus = typeof BusDocumentStatus[keyof typeof BusDocumentStatus];
/** A user's role */
export const Role = {
  User: 'user',
  Admin: 'admin'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** A staff account's role: owner, manager, booking desk, dispatcher or accounts */
export const StaffRole = {
  Owner: 'owner',
  Manager: 'manager',
  BookingDesk: 'bookingDesk',
  Dispatcher: 'dispatcher',
  Accounts: 'accounts'
} as const;

export type StaffRole = typeof StaffRole[keyof typeof StaffRole];
export const BookingStatus = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  Cancelled: 'Cancelled'
} as const;

export type BookingStatus = typeof BookingStatus[keyof typeof BookingStatus];
/** Available, In Use or Maintenance */
export const BusStatus = {
  Available: 'Available',
  InUse: 'InUse',
  Maintenance: 'Maintenance'
} as const;

export type BusStatus = typeof BusStatus[keyof typeof BusStatus];
/** What a payment was for: the advance or the balance */
export const PaymentKind = {
  Advance: 'advance',
  Balance: 'balance'
} as const;

export type PaymentKind = typeof PaymentKind[keyof typeof PaymentKind];
/** How money reached the operator: razorpay (the gateway), upi_manual, cash or bank */
export const PaymentMethod = {
  Razorpay: 'razorpay',
  UpiManual: 'upiManual',
  Cash: 'cash',
  Bank: 'bank'
} as const;

export type PaymentMethod = typeof PaymentMethod[keyof typeof PaymentMethod];
/** A refund: pending (asked of the gateway), processed, or failed */
export const RefundStatus = {
  Pending: 'pending',
  Processed: 'processed',
  Failed: 'failed'
} as const;

export type RefundStatus = typeof RefundStatus[keyof typeof RefundStatus];
/** A tax invoice, a credit or debit note against one, or a receipt or refund voucher of an advance before it */
export const InvoiceKind = {
  Invoice: 'invoice',
  CreditNote: 'creditNote',
  DebitNote: 'debitNote',
  ReceiptVoucher: 'receiptVoucher',
  RefundVoucher: 'refundVoucher'
} as const;

export type InvoiceKind = typeof InvoiceKind[keyof typeof InvoiceKind];
/** Draft, Sent, Accepted, Declined, Expired, Superseded */
export const QuoteState = {
  Draft: 'Draft',
  Sent: 'Sent',
  Accepted: 'Accepted',
  Declined: 'Declined',
  Expired: 'Expired',
  Superseded: 'Superseded'
} as const;

export type QuoteState = typeof QuoteState[keyof typeof QuoteState];
/** A quote state (of the latest version; Expired: Sent and past its validity) or None: no quote */
export const QuoteFilter = {
  Draft: 'Draft',
  Sent: 'Sent',
  Accepted: 'Accepted',
  Declined: 'Declined',
  Expired: 'Expired',
  Superseded: 'Superseded',
  None: 'None'
} as const;

export type QuoteFilter = typeof QuoteFilter[keyof typeof QuoteFilter];
/** A gateway order or payment link: created (waiting), paid, held (paid, not the amount asked) or failed */
export const PaymentOrderStatus = {
  Created: 'created',
  Paid: 'paid',
  Held: 'held',
  Failed: 'failed'
} as const;

export type PaymentOrderStatus = typeof PaymentOrderStatus[keyof typeof PaymentOrderStatus];
export const BookingChangeKind = {
  Created: 'CREATED',
  Updated: 'UPDATED',
  Deleted: 'DELETED'
} as const;

export type BookingChangeKind = typeof BookingChangeKind[keyof typeof BookingChangeKind];
/** What happened to a booking's quote */
export const QuoteEvent = {
  Prepared: 'PREPARED',
  Sent: 'SENT',
  Accepted: 'ACCEPTED',
  ChangeRequested: 'CHANGE_REQUESTED',
  Expired: 'EXPIRED'
} as const;

export type QuoteEvent = typeof QuoteEvent[keyof typeof QuoteEvent];