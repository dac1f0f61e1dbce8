import { mergeBookingsPage } from "../src/app/cache";

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
