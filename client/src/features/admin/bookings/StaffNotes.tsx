import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { graphql } from "../../../gql";
import { TextArea } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { formatDateTime } from "../../../app/calendar";
import styled from "styled-components";
import { useControls } from "../useControls";
import { Hint } from "../../../ui/Layout";

/**
 * A staff note as the list shows it, on a booking or a customer (the query below reads either).
 * @public
 */
export const StaffNoteFields = graphql(`
  fragment StaffNoteFields on StaffNote {
    id
    body
    author
    createdAt
  }
`);
const Notes = graphql(`
  query StaffNotes($id: ID!, $onBooking: Boolean!) {
    booking(id: $id) @include(if: $onBooking) {
      id
      staffNotes {
        ...StaffNoteFields
      }
    }
    customerNotes(customerId: $id) @skip(if: $onBooking) {
      ...StaffNoteFields
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

const NoteList = styled.ul`
  padding-left: 1.1rem;
`;

/** Staff's internal notes on a booking or a customer: who wrote what, when. Never shown to the customer. */
export function StaffNotes({ bookingId, customerId }: { bookingId?: string; customerId?: string }) {
  const { t } = useTranslation();
  const id = (bookingId ?? customerId)!;
  const onBooking = !!bookingId;
  const { data, refetch } = useQuery(Notes, { variables: { id, onBooking }, fetchPolicy: "network-only" });
  const [add, { loading }] = useMutation(onBooking ? AddBookingNote : AddCustomerNote);
  const [body, setBody] = useState("");
  const { error, attempt } = useAttempt();
  const mayAdd = useControls().may("addNote");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return attempt(async () => {
      await add({ variables: { id, body } });
      setBody("");
      await refetch();
    });
  };
  const notes = data?.booking?.staffNotes ?? data?.customerNotes ?? [];
  return (
    <section aria-label={t("admin.desk.notesTitle")}>
      <h3>{t("admin.desk.notesTitle")}</h3>
      <Hint>{t("admin.desk.notesPrivate")}</Hint>
      {notes.length === 0 && <p>{t("admin.desk.noNotes")}</p>}
      <NoteList>
        {notes.map((n) => (
          <li key={n.id}>
            {n.body}
            <br />
            <small>
              {t("admin.desk.noteBy", {
                name: n.author ?? t("common.unknown"),
                when: formatDateTime(n.createdAt),
              })}
            </small>
          </li>
        ))}
      </NoteList>
      {mayAdd && (
        <form onSubmit={submit}>
          <TextArea
            label={t("admin.desk.addNote")}
            value={body}
            maxLength={2000}
            onChange={(e) => setBody(e.target.value)}
          />
          <FormSubmit error={error} $variant="secondary" disabled={loading || !body.trim()}>
            {t("admin.desk.saveNote")}
          </FormSubmit>
        </form>
      )}
    </section>
  );
}
