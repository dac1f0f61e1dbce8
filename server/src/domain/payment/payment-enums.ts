/** How money reached the operator: the gateway, a UPI transfer staff matched by hand, cash, or a bank transfer. */
export enum PaymentMethod {
  razorpay = "razorpay",
  upiManual = "upi_manual",
  cash = "cash",
  bank = "bank",
}

/** What a payment was for: the advance agreed, or the balance (what the driver collects on board is balance). */
export enum PaymentKind {
  advance = "advance",
  balance = "balance",
}

/** A gateway order or payment link: waiting, paid, paid but not the amount asked (staff decide), or never created. */
export enum OrderStatus {
  created = "created",
  paid = "paid",
  held = "held",
  failed = "failed",
}

/** A refund: asked of the gateway, done, or refused by it (staff see it and try again or pay back by hand). */
export enum RefundStatus {
  pending = "pending",
  processed = "processed",
  failed = "failed",
}
