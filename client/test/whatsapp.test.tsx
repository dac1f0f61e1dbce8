import { render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { whatsappHref, whatsappNumber } from "../src/app/phone";
import { WhatsAppBookingLink } from "../src/features/dashboard/WhatsAppBookingLink";

const booking = {
  id: "0b1c2d3e-0000-4000-8000-00000000ab12",
  reference: "BK-ab12",
  pickupLocation: "Varanasi, Uttar Pradesh, India",
  destination: "Sarnath, Uttar Pradesh, India",
  departureDate: "2026-12-14",
  days: 2,
  status: "Confirmed",
  bus: { name: "Mini Coach 26" },
};

test("a customer's or driver's phone becomes a wa.me number with India's country code", () => {
  expect(whatsappNumber("9415012345")).toBe("919415012345");
  expect(whatsappNumber("98390 12345")).toBe("919839012345");
  expect(whatsappNumber("98390-12345")).toBe("919839012345");
  expect(whatsappNumber("09839012345")).toBe("919839012345");
  expect(whatsappNumber("+91 98390 12345")).toBe("919839012345");
  expect(whatsappNumber("919839012345")).toBe("919839012345");
  expect(whatsappNumber("0091 98390 12345")).toBe("919839012345");
  expect(whatsappNumber("+44 20 7946 0958")).toBe("442079460958");
  expect(whatsappNumber("12345")).toBeNull();
  expect(whatsappHref("94150 12345", "Hello")).toBe("https://wa.me/919415012345?text=Hello");
});

test("Send on WhatsApp opens wa.me with the booking's summary prefilled", () => {
  render(
    <ThemeProvider theme={theme}>
      <WhatsAppBookingLink phone="919839021005" booking={booking} />
    </ThemeProvider>,
  );
  const link = screen.getByRole("link", { name: "Send on WhatsApp" });
  const url = new URL(link.getAttribute("href")!);
  expect(url.origin + url.pathname).toBe("https://wa.me/919839021005");
  const text = url.searchParams.get("text")!;
  expect(text).toContain("BK-ab12");
  expect(text).toContain("Varanasi, Uttar Pradesh, India to Sarnath, Uttar Pradesh, India");
  expect(text).toContain("Dec 14, 2026");
  expect(text).toContain("Mini Coach 26");
  expect(link).toHaveAttribute("target", "_blank");
});
