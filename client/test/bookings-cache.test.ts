import { createCache, mergeBookingsPage } from "../src/app/cache";
import {
  AdminSettingsQuery,
  NotificationSettingsFields,
  PaymentSettingsFields,
} from "../src/features/admin/settings.documents";

const ref = (id: string) => ({ __ref: `Booking:${id}` });
const idOf = (r: { __ref: string }) => r.__ref.slice("Booking:".length);
const page = (ids: string[], nextCursor: string | null, totalCount = 99) => ({
  totalCount,
  nextCursor,
  items: ids.map(ref),
});
const ids = (p: { items: { __ref: string }[] }) => p.items.map(idOf);

test("a later page is appended to the pages already loaded", () => {
  expect(ids(mergeBookingsPage(page(["e", "d"], "c1"), page(["c", "b"], "c2"), "c1", idOf))).toEqual([
    "e",
    "d",
    "c",
    "b",
  ]);
});

test("the first page fetched again after a live event puts the new booking on top and keeps the later pages", () => {
  const loaded = page(["e", "d", "c", "b"], "c2", 4);
  const merged = mergeBookingsPage(loaded, page(["f", "e"], "c1", 5), null, idOf);
  expect(ids(merged)).toEqual(["f", "e", "d", "c", "b"]);
  expect(merged.totalCount).toBe(5);
  expect(merged.nextCursor).toBe("c2");
});

test("a first page that no longer reaches the loaded rows replaces them, and a complete first page is the whole list", () => {
  expect(ids(mergeBookingsPage(page(["e", "d", "c"], "c2"), page(["x", "y"], "c1"), null, idOf))).toEqual(["x", "y"]);
  expect(ids(mergeBookingsPage(page(["e", "d", "c"], "c2"), page(["e", "c"], null, 2), null, idOf))).toEqual([
    "e",
    "c",
  ]);
});

test("a settings save's answer replaces the settings the Settings tab read (coming back shows what was saved)", () => {
  const cache = createCache();
  cache.writeQuery({
    query: AdminSettingsQuery,
    data: {
      notificationSettings: {
        __typename: "NotificationSettings",
        customerReceived: true,
        customerStatus: true,
        operatorNewBooking: true,
        reminders: true,
        operatorEmail: "",
      },
      paymentSettings: { __typename: "PaymentSettings", upiId: null, upiPayee: null },
    } as never, // the cache sees the __typename the server sends; the generated types leave it out
  });
  cache.writeFragment({
    fragment: PaymentSettingsFields,
    data: {
      __typename: "PaymentSettings",
      upiId: "kashi@okaxis",
      upiPayee: "Kashi Coach Tours",
    } as never,
  });
  cache.writeFragment({
    fragment: NotificationSettingsFields,
    data: {
      __typename: "NotificationSettings",
      customerReceived: false,
      customerStatus: true,
      operatorNewBooking: true,
      reminders: false,
      operatorEmail: "desk@kashicoachtours.in",
    } as never,
  });
  const read = cache.readQuery({ query: AdminSettingsQuery })!;
  expect(read.paymentSettings).toMatchObject({ upiId: "kashi@okaxis", upiPayee: "Kashi Coach Tours" });
  expect(read.notificationSettings).toMatchObject({
    customerReceived: false,
    operatorEmail: "desk@kashicoachtours.in",
  });
});
