import { useQuery, useSubscription } from "@apollo/client/react";
import { AdminBookingMessages, BookingMessageChanged } from "./messages.documents";

/**
 * The View's messages of one booking: e-mails (read every 5 s: they have no live event), and WhatsApp and SMS,
 * live. Each `bookingMessageChanged` answers the message whole: one already listed is redrawn from the cache
 * (normalised by its id), a new one (a template queued, a reply) is added to the list at once.
 */
export function useBookingMessages(id: string) {
  const result = useQuery(AdminBookingMessages, {
    variables: { id },
    fetchPolicy: "network-only",
    pollInterval: 5000,
  });
  useSubscription(BookingMessageChanged, {
    variables: { bookingId: id },
    onData: ({ client, data: event }) => {
      const message = event.data?.bookingMessageChanged;
      if (!message) return;
      client.cache.updateQuery({ query: AdminBookingMessages, variables: { id } }, (current) =>
        current && !current.booking.phoneMessages.some((m) => m.id === message.id)
          ? { ...current, booking: { ...current.booking, phoneMessages: [...current.booking.phoneMessages, message] } }
          : undefined,
      );
    },
  });
  return result;
}
