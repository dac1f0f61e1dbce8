/**
 * The vehicle-document screens read their texts from en.admin.json (admin.documents.*): the bus's Documents
 * (list, renewal, the add form), the dashboard's Documents card and the calendar's expiry marks, in the English
 * words they had. A key missing from the file shows as the key itself, which these tests catch.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BusDetails } from "../src/features/admin/buses/BusDetails";
import { BusDocuments } from "../src/features/admin/documents/BusDocuments";
import { DocumentsCard } from "../src/features/admin/documents/DocumentsCard";
import { ExpiryMarks } from "../src/features/admin/documents/ExpiryMarks";
import { BusDocumentsQuery, DocumentOverviewQuery } from "../src/features/admin/documents/documents.documents";
import type { BusDocumentFieldsFragment } from "../src/gql/graphql";
import { staffMe } from "./override.fixtures";

/** A member who keeps the vehicle documents (documents.write). */
const keeper = staffMe("dispatcher", ["bookings.read", "documents.write"]);
import { renderApp } from "./render";

/** No text nor accessible name on the page is a key of admin.documents. */
function noKeysShown() {
  expect(document.body.textContent).not.toMatch(/admin\.documents\./);
  const labels = [...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"));
  expect(labels.filter((l) => l?.includes("admin.documents."))).toEqual([]);
}

const doc = (over: Partial<BusDocumentFieldsFragment>): BusDocumentFieldsFragment & { __typename: "BusDocument" } => ({
  __typename: "BusDocument",
  id: "d1",
  busId: "bus-1",
  busName: "Ganga Coach",
  type: "Fitness",
  number: "FC-1",
  issuer: "RTO Varanasi",
  validFrom: "2026-01-01",
  validUntil: "2026-12-10",
  states: [],
  status: "Expiring",
  fileUrl: "/bus-document-files/f1",
  fileName: "fitness.pdf",
  ...over,
});
const permit = doc({
  id: "d2",
  type: "StatePermit",
  number: "SP-9",
  issuer: "",
  validUntil: "2027-06-30",
  states: ["Uttar Pradesh", "Bihar"],
  status: "Valid",
  fileUrl: null,
  fileName: null,
});

test("a bus's Documents: the list, a renewal and the add form, in their English words", async () => {
  const mocks: MockedResponse[] = [
    keeper,
    {
      request: { query: BusDocumentsQuery, variables: { busId: "bus-1" } },
      result: { data: { busDocuments: [doc({}), permit] } },
    },
  ];
  renderApp(<BusDocuments busId="bus-1" />, { mocks, path: "/admin/buses" });
  const group = screen.getByRole("group", { name: "Documents" });
  expect(group).toHaveTextContent(
    "RC, insurance, fitness, PUC, road tax and permits, with their scans. Once a bus has any document, a booking is confirmed only when its required documents are valid until the trip ends.",
  );
  const list = screen.getByRole("list", { name: "Documents of this bus" });
  const fitness = (await within(list).findByText("Fitness certificate")).closest("li")!;
  expect(fitness).toHaveTextContent("Fitness certificate · FC-1 · RTO Varanasi");
  expect(fitness).toHaveTextContent("Expiring within 30 days");
  expect(fitness).toHaveTextContent("Valid Jan 1, 2026 – Dec 10, 2026");
  expect(within(fitness).getByRole("button", { name: "Open scan (fitness.pdf)" })).toBeInTheDocument();
  expect(within(fitness).getByRole("button", { name: "Delete Fitness certificate FC-1" })).toHaveTextContent("×");
  const state = within(list).getByText("State permit").closest("li")!;
  expect(state).toHaveTextContent("Valid Jan 1, 2026 – Jun 30, 2027 · Uttar Pradesh, Bihar");
  expect(within(state).getByText("Valid")).toBeInTheDocument();

  await userEvent.click(within(fitness).getByRole("button", { name: "Renew Fitness certificate FC-1" }));
  expect(within(fitness).getByLabelText("New valid until")).toHaveAttribute("type", "date");
  expect(within(fitness).getByLabelText("New number (if changed)")).toBeInTheDocument();
  expect(within(fitness).getByLabelText("New scan (PDF or image)")).toHaveAttribute("type", "file");
  expect(within(fitness).getByRole("button", { name: "Save renewal" })).toBeDisabled();

  const type = screen.getByLabelText("Document type");
  expect(
    within(type)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual([
    "Choose…",
    "Registration certificate (RC)",
    "Insurance",
    "Fitness certificate",
    "PUC certificate",
    "Road tax",
    "State permit",
    "All-India Tourist permit",
    "Other",
  ]);
  for (const label of ["Number", "Issuer", "Valid from", "Valid until", "Scan (PDF or image, under 5 MB)"])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  await userEvent.selectOptions(type, "StatePermit");
  expect(screen.getByLabelText("States covered (comma-separated)")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Add document" })).toBeEnabled();
  noKeysShown();
});

test("a bus with no document says so", async () => {
  const mocks: MockedResponse[] = [
    keeper,
    { request: { query: BusDocumentsQuery, variables: { busId: "bus-2" } }, result: { data: { busDocuments: [] } } },
  ];
  renderApp(<BusDocuments busId="bus-2" />, { mocks, path: "/admin/buses" });
  expect(await screen.findByText("No documents recorded.")).toBeInTheDocument();
  noKeysShown();
});

test("the Documents card: counts by status and the next to expire, with their bus", async () => {
  const overview = { __typename: "DocumentOverview", valid: 4, expiring: 1, expired: 2, next: [doc({})] };
  renderApp(<DocumentsCard />, {
    mocks: [{ request: { query: DocumentOverviewQuery }, result: { data: { documentOverview: overview } } }],
    path: "/admin",
  });
  const card = screen.getByRole("region", { name: "Documents" });
  expect(within(card).getByText("Next to expire")).toBeInTheDocument();
  const next = within(card).getByRole("list", { name: "Next documents to expire" });
  expect(await within(next).findByRole("listitem")).toHaveTextContent(
    "Ganga Coach · Fitness certificate FC-1Dec 10, 2026 Expiring within 30 days",
  );
  expect(
    within(card)
      .getAllByRole("term")
      .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`),
  ).toEqual(["Valid 4", "Expiring within 30 days 1", "Expired 2"]);
  noKeysShown();
});

test("an empty Documents card says no document expires soon", async () => {
  const overview = { __typename: "DocumentOverview", valid: 0, expiring: 0, expired: 0, next: [] };
  renderApp(<DocumentsCard />, {
    mocks: [{ request: { query: DocumentOverviewQuery }, result: { data: { documentOverview: overview } } }],
    path: "/admin",
  });
  expect(await screen.findByText("No document expires soon.")).toBeInTheDocument();
  noKeysShown();
});

test("the calendar's expiry mark names the document and its day", () => {
  const expiry = {
    __typename: "BusDocument" as const,
    id: "d1",
    busId: "bus-1",
    type: "PUC" as const,
    number: "PUC-7",
    validUntil: "2026-12-10",
  };
  renderApp(<ExpiryMarks expiries={[expiry]} busId="bus-1" dayIndex={() => 9} days={31} />);
  expect(screen.getByRole("note", { name: "PUC certificate PUC-7 expires 2026-12-10" })).toHaveTextContent("⚠");
  noKeysShown();
});

test("a bus's View names its registration number and opens its Documents on a tab", async () => {
  const bus = {
    id: "bus-2",
    name: "Sarnath Mini",
    capacity: 20,
    status: "Available" as const,
    description: "d",
    features: ["AC"],
    images: [],
    lastMaintenance: "2026-11-01",
    registrationNumber: "UP65 AB 1234",
    popularRoutes: [],
  };
  const mocks: MockedResponse[] = [
    keeper,
    { request: { query: BusDocumentsQuery, variables: { busId: "bus-2" } }, result: { data: { busDocuments: [] } } },
  ];
  renderApp(<BusDetails bus={bus} />, { mocks, path: "/admin/buses" });
  const registration = screen.getByText("Registration number");
  expect(registration.tagName).toBe("DT");
  expect(registration.nextElementSibling).toHaveTextContent("UP65 AB 1234");
  await userEvent.click(screen.getByRole("tab", { name: "Documents" }));
  expect(await screen.findByText("No documents recorded.")).toBeInTheDocument();
  noKeysShown();
});
