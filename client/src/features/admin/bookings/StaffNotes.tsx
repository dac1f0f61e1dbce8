import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { graphql } from "../../../gql";
import { Button } from "../../../ui/Button";
import { ErrorText, TextArea } from "../../../ui/Field";

const BookingNotes = graphql(`
  query BookingStaffNotes($id: ID!) {
    booking(id: $id) {
      id
      staffNotes {
        id
        body
        author
        createdAt
      }
    }
  }
`);
const CustomerNotes = graphql(`
  query CustomerStaffNotes($id: ID!) {
    customerNotes(customerId: $id) {
      id
      body
      author
      createdAt
    }
  }
`);
const AddCustomerNote = graphql(`
  mutation AddCustomerNote($id: ID!, $body: String!) {
    addCustomerNote(customerId: $id, body: $body) {
      id
    }
  }
`);
const AddBookingNote = graphql(`
  mutation AddBookingNote($id: ID!, $body: String!) {
    addBookingNote(bookingId: $id, body: $body) {
      id
    }
  }
`);

/** Staff's internal notes on a booking or a customer: who wrote what, when. Never shown to the customer. */
export function StaffNotes({ bookingId, customerId }: { bookingId?: string; customerId?: string }) {
  const { t } = useTranslation();
  const id = (bookingId ?? customerId)!;
  const onBooking = useQuery(BookingNotes, { variables: { id }, fetchPolicy: "network-only", skip: !bookingId });
  const onCustomer = useQuery(CustomerNotes, { variables: { id }, fetchPolicy: "network-only", skip: !customerId });
  const [addToBooking, booking] = useMutation(AddBookingNote);
  const [addToCustomer, customer] = useMutation(AddCustomerNote);
  const loading = booking.loading || customer.loading;
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await (bookingId ? addToBooking : addToCustomer)({ variables: { id, body } });
      setBody("");
      await (bookingId ? onBooking : onCustomer).refetch();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const notes = (bookingId ? onBooking.data?.booking.staffNotes : onCustomer.data?.customerNotes) ?? [];
  return (
    <section aria-label={t("admin.desk.notesTitle")}>
      <h3>{t("admin.desk.notesTitle")}</h3>
      <p style={{ fontSize: "0.9rem" }}>{t("admin.desk.notesPrivate")}</p>
      {notes.length === 0 && <p>{t("admin.desk.noNotes")}</p>}
      <ul style={{ paddingLeft: "1.1rem" }}>
        {notes.map((n) => (
          <li key={n.id}>
            {n.body}
            <br />
            <small>
              {t("admin.desk.noteBy", {
                name: n.author ?? t("common.unknown"),
                when: new Date(n.createdAt).toLocaleString("en-IN"),
              })}
            </small>
          </li>
        ))}
      </ul>
      <form onSubmit={submit}>
        <TextArea
          label={t("admin.desk.addNote")}
          value={body}
          maxLength={2000}
          onChange={(e) => setBody(e.target.value)}
        />
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Button type="submit" $variant="secondary" disabled={loading || !body.trim()}>
          {t("admin.desk.saveNote")}
        </Button>
      </form>
    </section>
  );
}
