import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { useState } from "react";
import type { BookingFilter } from "../../../app/urls";
import { BookingChanged, BookingsPageQuery } from "./bookings.documents";

const PAGE = 25;

/**
 * The admin's bookings list for a filter: keyset pages from the server (merged by the cache's
 * `bookingsPage` field policy, app/cache.ts) and kept live through `bookingChanged`. On every event
 * the first page is fetched again, so the server alone decides what matches the filter; a deleted
 * booking leaves the cache, and with it every list.
 */
export function useLiveBookings(filter: BookingFilter) {
  const client = useApolloClient();
  // "unassigned" is a flag: true, or no filter.
  const value = (k: string, v: string) => (k === "unassigned" ? v === "true" || null : v || null);
  const variables = {
    filter: Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, value(k, v)])),
    first: PAGE,
  };
  const query = useQuery(BookingsPageQuery, { variables, fetchPolicy: "cache-and-network" });
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  useSubscription(BookingChanged, {
    onData: ({ data: ev }) => {
      const change = ev.data?.bookingChanged;
      if (!change) return;
      if (change.kind === "DELETED") {
        client.cache.evict({ id: client.cache.identify({ __typename: "Booking", id: change.bookingId }) });
        client.cache.gc();
      } else setFresh((s) => new Set(s).add(change.bookingId));
      void query.refetch();
    },
  });

  const page = query.data?.bookingsPage;
  const loadMore = () => page?.nextCursor && void query.fetchMore({ variables: { after: page.nextCursor } });
  return { rows: page?.items ?? [], page, loading: query.loading, error: query.error, fresh, loadMore };
}
