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
