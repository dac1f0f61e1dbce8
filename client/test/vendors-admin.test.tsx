/**
 * Admin → Vendors: the partner operators with their buses (each bus's documents in the fleet's own editor), a
 * vendor added with what was typed, and the payables: "Mark paid" sends the payment's reference, and a member
 * who does not read money sees no payables at all. The side navigation lists the section for booking readers.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BusDocumentsQuery } from "../src/features/admin/documents/documents.documents";
import { AdminSideNav } from "../src/features/admin/AdminSideNav";
import { VendorsAdmin } from "../src/features/admin/vendors/VendorsAdmin";
import {
  AdminVendorPayables,
  AdminVendors,
  AddVendorBus,
  CreateVendor,
  VendorPayablesMarkPaid,
} from "../src/features/admin/vendors/vendors.documents";
import { staffMe } from "./override.fixtures";
import { renderApp } from "./render";

const bus = {
  __typename: "Bus" as const,
  id: "bus-v1",
  name: "UP65 AB 1234",
  registrationNumber: "UP65 AB 1234",
  capacity: 35,
  description: "AC seater",
  vendorId: "v1",
};
const shivGanga = {
  __typename: "Vendor" as const,
  id: "v1",
  name: "Shiv Ganga Travels",
  gstin: "09AAACS1234F1Z5",
  pan: "AAACS1234F",
  phone: "+91 94150 22222",
  contactName: "Mohan Lal",
  vehicles: [bus],
};
const kashiVishwanath = {
  ...shivGanga,
  id: "v2",
  name: "Kashi Vishwanath Coaches",
  gstin: null,
  pan: null,
  phone: "+91 94150 33333",
  contactName: null,
  vehicles: [],
};
const vendorList = (vendors: unknown[]): MockedResponse => ({
  request: { query: AdminVendors },
  result: { data: { vendors } },
});

const payable = (paid: boolean) => ({
  __typename: "VendorPayable" as const,
  vehicleId: "veh-1",
  bookingId: "b1",
  bookingRef: "BK-0001",
  customerName: "Asha Verma",
  departureDate: "2026-12-05",
  returnDate: "2026-12-07",
  position: 2,
  busName: "UP65 AB 1234",
  registrationNumber: "UP65 AB 1234",
  vendorId: "v1",
  vendorName: "Shiv Ganga Travels",
  vendorCost: "18500.00",
  vendorPaidAt: paid ? "2026-12-08T06:30:00.000Z" : null,
  vendorPaidReference: paid ? "UTR 4471" : null,
});
const payables = (paid: boolean): MockedResponse => ({
  request: { query: AdminVendorPayables, variables: { vendorId: null, unpaidOnly: false } },
  result: {
    data: {
      vendorPayables: {
        __typename: "VendorPayables",
        rows: [payable(paid)],
        vendors: [
          {
            __typename: "VendorOwed",
            vendorId: "v1",
            vendorName: "Shiv Ganga Travels",
            owed: paid ? "0.00" : "18500.00",
            paid: paid ? "18500.00" : "0.00",
          },
        ],
        owed: paid ? "0.00" : "18500.00",
        paid: paid ? "18500.00" : "0.00",
      },
    },
  },
});

test("the list shows each vendor's phone, contact, GSTIN, PAN and buses, and a bus's Documents opens its documents", async () => {
  const desk = staffMe("bookingDesk", ["bookings.read"]);
  const documents: MockedResponse = {
    request: { query: BusDocumentsQuery, variables: { busId: "bus-v1" } },
    result: { data: { busDocuments: [] } },
  };
  renderApp(<VendorsAdmin />, { mocks: [desk, vendorList([kashiVishwanath, shivGanga]), documents] });
  const card = await screen.findByRole("article", { name: "Shiv Ganga Travels" });
  for (const fact of ["+91 94150 22222", "Mohan Lal", "09AAACS1234F1Z5", "AAACS1234F"])
    expect(within(card).getByText(fact)).toBeInTheDocument();
  const buses = within(card).getByRole("table", { name: "Buses of Shiv Ganga Travels" });
  const row = within(buses).getByRole("row", { name: /UP65 AB 1234/ });
  expect(within(row).getByRole("cell", { name: "35" })).toBeInTheDocument();
  expect(within(row).getByRole("cell", { name: "AC seater" })).toBeInTheDocument();
  const other = screen.getByRole("article", { name: "Kashi Vishwanath Coaches" });
  expect(within(other).getByText("No bus of this vendor yet.")).toBeInTheDocument();
  // A booking reader without fleet.write changes nothing here.
  expect(screen.queryByRole("button", { name: "Add vendor" })).not.toBeInTheDocument();
  expect(within(row).queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
  await userEvent.click(within(row).getByRole("button", { name: "Documents UP65 AB 1234" }));
  const dialog = await screen.findByRole("dialog", { name: "Documents of UP65 AB 1234" });
  expect(await within(dialog).findByText("No documents recorded.")).toBeInTheDocument();
});

test("a staff member without money.read sees no payables", async () => {
  const fleet = staffMe("dispatcher", ["bookings.read", "fleet.write"]);
  // No payables answer is mocked: asking for them would fail the test with an unmatched request.
  renderApp(<VendorsAdmin />, { mocks: [fleet, vendorList([shivGanga])] });
  await screen.findByRole("article", { name: "Shiv Ganga Travels" });
  expect(await screen.findByRole("button", { name: "Add vendor" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Payables to vendors" })).not.toBeInTheDocument();
  expect(screen.queryByText("₹18,500.00")).not.toBeInTheDocument();
});

test("adding a vendor sends what was typed, GSTIN and PAN in capitals, an empty contact as none", async () => {
  const fleet = staffMe("dispatcher", ["bookings.read", "fleet.write"]);
  const input = {
    name: "Shiv Ganga Travels",
    phone: "+91 94150 22222",
    contactName: null,
    gstin: "09AAACS1234F1Z5",
    pan: "AAACS1234F",
  };
  renderApp(<VendorsAdmin />, {
    mocks: [
      fleet,
      vendorList([]),
      { request: { query: CreateVendor, variables: { input } }, result: { data: { createVendor: shivGanga } } },
      vendorList([shivGanga]),
    ],
  });
  expect(await screen.findByText("No vendor yet.")).toBeInTheDocument();
  await userEvent.click(await screen.findByRole("button", { name: "Add vendor" }));
  const dialog = await screen.findByRole("dialog", { name: "Add vendor" });
  await userEvent.type(within(dialog).getByLabelText("Name"), input.name);
  await userEvent.type(within(dialog).getByLabelText("Phone"), input.phone);
  await userEvent.type(within(dialog).getByLabelText("GSTIN"), "09aaacs1234f1z5");
  await userEvent.type(within(dialog).getByLabelText("PAN"), "aaacs1234f");
  await userEvent.click(within(dialog).getByRole("button", { name: "Save vendor" }));
  expect(await screen.findByRole("article", { name: "Shiv Ganga Travels" })).toBeInTheDocument();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

test("adding a bus to a vendor sends its registration, seats as a number and type; an empty name as none", async () => {
  const fleet = staffMe("dispatcher", ["bookings.read", "fleet.write"]);
  const input = { registrationNumber: "UP65 CD 5678", capacity: 49, description: "Non-AC seater", name: null };
  const added = { ...bus, id: "bus-v2", name: "UP65 CD 5678", registrationNumber: "UP65 CD 5678", capacity: 49 };
  renderApp(<VendorsAdmin />, {
    mocks: [
      fleet,
      vendorList([kashiVishwanath]),
      {
        request: { query: AddVendorBus, variables: { vendorId: "v2", input } },
        result: { data: { addVendorVehicle: { ...added, vendorId: "v2", description: "Non-AC seater" } } },
      },
      vendorList([{ ...kashiVishwanath, vehicles: [{ ...added, vendorId: "v2", description: "Non-AC seater" }] }]),
    ],
  });
  await userEvent.click(await screen.findByRole("button", { name: "Add bus Kashi Vishwanath Coaches" }));
  const dialog = await screen.findByRole("dialog", { name: "Add a bus of Kashi Vishwanath Coaches" });
  await userEvent.type(within(dialog).getByLabelText("Registration"), input.registrationNumber);
  await userEvent.type(within(dialog).getByLabelText("Seats"), "49");
  await userEvent.type(within(dialog).getByLabelText("Type"), input.description);
  await userEvent.click(within(dialog).getByRole("button", { name: "Save bus" }));
  const card = screen.getByRole("article", { name: "Kashi Vishwanath Coaches" });
  expect(await within(card).findByRole("row", { name: /UP65 CD 5678/ })).toHaveTextContent("Non-AC seater");
});

test("Mark paid asks for the payment's reference and sends it; the row then shows it with the sums", async () => {
  const accounts = staffMe("accounts", ["bookings.read", "money.read", "money.write"]);
  const mark: MockedResponse = {
    request: { query: VendorPayablesMarkPaid, variables: { vehicleId: "veh-1", reference: "UTR 4471" } },
    result: {
      data: {
        markVendorPaid: {
          __typename: "VendorPayable",
          vehicleId: "veh-1",
          vendorPaidAt: "2026-12-08T06:30:00.000Z",
          vendorPaidReference: "UTR 4471",
        },
      },
    },
  };
  renderApp(<VendorsAdmin />, { mocks: [accounts, vendorList([shivGanga]), payables(false), mark, payables(true)] });
  const rows = await screen.findByRole("table", { name: "Hired-in vehicles" });
  const row = within(rows).getByRole("row", { name: /BK-0001/ });
  expect(within(row).getByRole("cell", { name: "₹18,500.00" })).toBeInTheDocument();
  const sums = screen.getByRole("table", { name: "Owed and paid by vendor" });
  expect(within(sums).getByRole("row", { name: /Shiv Ganga Travels/ })).toHaveTextContent("₹18,500.00₹0.00");
  await userEvent.click(await within(row).findByRole("button", { name: "Mark paid BK-0001 Shiv Ganga Travels" }));
  const dialog = await screen.findByRole("dialog", { name: "Mark Shiv Ganga Travels paid" });
  expect(dialog).toHaveTextContent("₹18,500.00 for UP65 AB 1234 on BK-0001.");
  await userEvent.type(within(dialog).getByLabelText("Payment reference"), " UTR 4471 ");
  await userEvent.click(within(dialog).getByRole("button", { name: "Mark paid" }));
  expect(await screen.findByText(/UTR 4471/)).toBeInTheDocument();
  expect(
    within(screen.getByRole("table", { name: "Owed and paid by vendor" })).getByRole("row", { name: /All vendors/ }),
  ).toHaveTextContent("₹0.00₹18,500.00");
});

test("the side navigation lists Vendors for a booking reader, and not for a member who reads no bookings", async () => {
  const first = renderApp(<AdminSideNav />, { mocks: [staffMe("bookingDesk", ["bookings.read"])], path: "/admin" });
  expect(await screen.findByRole("link", { name: "Vendors" })).toHaveAttribute("href", "/admin/vendors");
  first.unmount();
  renderApp(<AdminSideNav />, { mocks: [staffMe("accounts", ["payments.read"])], path: "/admin" });
  expect(await screen.findByRole("link", { name: "Payments" })).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Vendors" })).not.toBeInTheDocument();
});
