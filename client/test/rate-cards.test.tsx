/** Settings → Rates: each card by its bus or band of seats, its rates in Indian grouping, and "(1 version)" / "(2 versions)". */
import { screen, within } from "@testing-library/react";
import { RateCardsList } from "../src/features/admin/RateCardsList";
import "../src/features/admin/messages";
import { renderApp } from "./render";

const rates = (effectiveFrom: string) => ({
  ...{ effectiveFrom, perKm: "1065.50", minKmPerDay: 300, driverAllowance: "300.00", nightHalt: "500.00", gstRate: 5 },
});

test("a bus's card and a band's card, with their versions counted in words that agree", () => {
  renderApp(
    <RateCardsList
      busName={(id) => (id === "bus-1" ? "Maharaja Sleeper 45" : null)}
      cards={[
        {
          card: { id: "c1", name: "Sleeper", busId: "bus-1", seatsFrom: null, seatsTo: null },
          current: rates("2026-12-01"),
          versions: [{ id: "v1", effectiveFrom: "2026-12-01" }],
        },
        {
          card: { id: "c2", name: "Mini buses", busId: null, seatsFrom: 12, seatsTo: 26 },
          current: rates("2026-11-01"),
          versions: [
            { id: "v2", effectiveFrom: "2026-11-01" },
            { id: "v3", effectiveFrom: "2026-10-01" },
          ],
        },
      ]}
    />,
  );
  const sleeper = screen.getByRole("row", { name: /Sleeper Maharaja Sleeper 45/ });
  expect(sleeper).toHaveTextContent("₹1,065.50/km");
  expect(sleeper).toHaveTextContent("(1 version)");
  const band = screen.getByRole("row", { name: /Mini buses Seats from 12 to 26/ });
  expect(within(band).getByText(/\(2 versions\)/)).toBeInTheDocument();
});
