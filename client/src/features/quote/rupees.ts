/** The server's exact rupees ("63420.00") as Indian readers write them, "₹63,420.00" (text only: no float arithmetic). */
export function rupees(amount: string): string {
  const negative = amount.startsWith("-");
  const [whole, fraction = "00"] = amount.replace("-", "").split(".");
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
  return `${negative ? "-" : ""}₹${grouped}.${fraction.padEnd(2, "0")}`;
}
