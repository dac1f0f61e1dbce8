/** The URL builders (app/urls.ts) write the paths the server's routes answer. */
import { downloads, driverPage } from "../src/app/urls";

test("the driver's page in the driver's language", () => {
  expect(driverPage("abc.DEF_12", "en")).toBe("/d/abc.DEF_12");
  expect(driverPage("abc.DEF_12", "hi")).toBe("/hi/d/abc.DEF_12");
  expect(driverPage("a/b?c", "en")).toBe("/d/a%2Fb%3Fc");
});

test("the downloads' paths", () => {
  expect(downloads.bookingPdf("b-1")).toBe("/invoices/b-1.pdf");
  expect(downloads.taxInvoicePdf("i-1")).toBe("/tax-invoices/i-1.pdf");
  expect(downloads.taxInvoicePdf("i-1", "hi")).toBe("/tax-invoices/i-1.pdf?lang=hi");
  expect(downloads.gstr1Csv("2026-11", "b2cl")).toBe("/exports/gstr1/2026-11/b2cl.csv");
  expect(downloads.dutySlipByLink("t+k/1", "hi")).toBe("/duty-slips/link.pdf?token=t%2Bk%2F1&lang=hi");
  expect(downloads.bookingsCsv({})).toBe("/exports/bookings.csv");
  expect(downloads.bookingsCsv({ status: "Pending", search: "asha k", busId: "" })).toBe(
    "/exports/bookings.csv?status=Pending&search=asha+k",
  );
});
