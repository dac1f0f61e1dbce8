import { InMemoryCache, type Reference } from "@apollo/client";

interface PageRef {
  totalCount: number;
  nextCursor: string | null;
  items: Reference[];
}

/**
 * How the admin's keyset-paged bookings list (`bookingsPage`) merges in the cache, per filter:
 * - a later page (`after` given) is appended;
 * - the first page (the initial load, or a refetch after a live event) replaces the rows it covers
 *   and keeps the rows of later pages already loaded, so a new booking appears on top without
 *   losing the pages the user has scrolled through.
 * Rows are normalised (Booking:<id>), so a status change from a subscription or a mutation updates
 * every list that shows the booking, and an evicted (deleted) booking drops out of them.
 */
export function mergeBookingsPage(
  existing: PageRef | undefined,
  incoming: PageRef,
  after: string | null | undefined,
  idOf: (r: Reference) => string | undefined,
): PageRef {
  if (!existing) return incoming;
  if (after) return { ...incoming, items: [...existing.items, ...incoming.items] };
  if (!incoming.nextCursor) return incoming;
  const covered = new Set(incoming.items.map(idOf));
  const lastCovered = existing.items.findIndex((r) => idOf(r) === idOf(incoming.items[incoming.items.length - 1]));
  const rest = existing.items.slice(lastCovered + 1).filter((r) => !covered.has(idOf(r)));
  const loadedMore = existing.items.length > incoming.items.length;
  return loadedMore && lastCovered >= 0
    ? { ...incoming, nextCursor: existing.nextCursor, items: [...incoming.items, ...rest] }
    : incoming;
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // Singletons without an id: a save's answer replaces what the Settings tab read, so coming back shows it.
      PaymentSettings: { keyFields: [] },
      NotificationSettings: { keyFields: [] },
      // A message template is known by its name: switching one answers them all, and each replaces its own.
      MessageTemplateView: { keyFields: ["name"] },
      Query: {
        fields: {
          bookingsPage: {
            keyArgs: ["filter"],
            merge: (existing: PageRef | undefined, incoming: PageRef, { args, readField }) =>
              mergeBookingsPage(existing, incoming, args?.after as string | null | undefined, (r) =>
                readField<string>("id", r),
              ),
          },
        },
      },
    },
  });
}
