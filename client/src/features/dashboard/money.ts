/** Rupees as Indian readers write them: "₹1,25,000.00". */
export const inr = (n: number) =>
  `₹${n.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
