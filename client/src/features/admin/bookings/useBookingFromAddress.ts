import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { BookingRowData } from "./BookingRow";
import { BookingToView } from "./staffBooking.documents";

/**
 * The View the address asks for (`?view=<id>`, `&quote=1`: at its quote builder), as staff land after booking for
 * a customer: opened once the booking is read; closing the View takes the parameters off the address.
 */
export function useBookingFromAddress(open: (b: BookingRowData | null) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get("view");
  const { data } = useQuery(BookingToView, { variables: { id: id ?? "" }, skip: !id, fetchPolicy: "network-only" });
  const booking = data?.booking;
  useEffect(() => {
    if (booking) open(booking);
  }, [booking?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const close = () => {
    open(null);
    if (id) setParams({}, { replace: true });
  };
  return { focusQuote: !!id && params.get("quote") === "1", close };
}
