import { Booking } from "../../src/domain/booking/booking.entity";
import type { Bus } from "../../src/domain/bus/bus.entity";
import { bookingDoc } from "../../src/domain/booking/booking.rest";
import { busDoc } from "../../src/domain/bus/bus.rest";

const at = new Date("2026-11-25T10:00:00.123Z");

test("a bus row becomes the documented bus: numbers as numbers, instants ISO, missing lists empty and dates null", () => {
  const row = {
    id: "b1",
    name: "Volvo 9600",
    capacity: "45",
    status: "Available",
    description: "AC sleeper",
    features: undefined,
    images: ["/uploads/x.png"],
    lastMaintenance: undefined,
    popularRoutes: [{ id: "r1", from: "Varanasi", to: "Prayagraj", duration: "2.5", distance: "120" }],
    createdAt: at,
    updatedAt: "2026-11-25T10:00:00.123Z",
  } as unknown as Bus;
  expect(JSON.stringify(busDoc(row))).toBe(
    JSON.stringify({
      _id: "b1",
      id: "b1",
      name: "Volvo 9600",
      capacity: 45,
      status: "Available",
      description: "AC sleeper",
      features: [],
      images: ["/uploads/x.png"],
      lastMaintenance: null,
      registrationNumber: null,
      popularRoutes: [{ _id: "r1", from: "Varanasi", to: "Prayagraj", duration: 2.5, distance: 120 }],
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    }),
  );
});

test("a booking row becomes the documented booking, with its bus, its money in rupees and nulls where nothing is known", () => {
  const row = Object.assign(new Booking(), {
    id: "k1",
    name: "Asha",
    email: "asha@example.in",
    phone: "9876543210",
    pickupLocation: "Varanasi",
    destination: "Sarnath",
    departureDate: "2026-12-01",
    days: 2,
    distance: "12.5",
    bus: { id: "b1", name: "Volvo 9600", capacity: "45" },
    status: "Confirmed",
    notes: undefined,
    passengers: 30,
    agreedFarePaise: 1_200_000,
    agreedAdvancePaise: 300_000,
    advanceReceivedOn: null,
    // The account area's figure, kept on the row: here the fare, nothing received yet.
    balancePaise: 1_200_000,
    cancelRequestedAt: at,
    cancelReason: "Plans changed",
    cancelDeclinedMessage: undefined,
    createdAt: at,
    updatedAt: at,
  } as unknown as Booking);
  const doc = bookingDoc(row);
  expect(doc).toEqual({
    _id: "k1",
    name: "Asha",
    email: "asha@example.in",
    phone: "9876543210",
    pickupLocation: "Varanasi",
    destination: "Sarnath",
    departureDate: "2026-12-01",
    days: 2,
    distance: 12.5,
    busType: { _id: "b1", name: "Volvo 9600", capacity: 45 },
    status: "Confirmed",
    notes: null,
    passengers: 30,
    agreedFare: 12000,
    advance: 3000,
    advanceReceivedOn: null,
    balance: 12000,
    cancelRequestedAt: at.toISOString(),
    cancelReason: "Plans changed",
    cancelDeclinedMessage: null,
    completedAt: null,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    // Without a trip plan: no trip type, no stops.
    tripType: null,
    stops: [],
  });
  const none = Object.assign(new Booking(), row, {
    bus: null,
    agreedFarePaise: null,
    agreedAdvancePaise: null,
    balancePaise: null,
  });
  expect(bookingDoc(none)).toMatchObject({
    busType: null,
    agreedFare: null,
    balance: null,
  });
});
