import { useMutation, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { graphql } from "../../../gql";
import { useTranslation } from "../../../i18n";
import { toast } from "../../../ui/toast";
import { useControls } from "../useControls";
import { formatDateTime } from "../../../app/calendar";

/**
 * An e-mail about a booking as the list shows it; a retry answers it whole, so its row is redrawn.
 * @public
 */
export const BookingMessageFields = graphql(`
  fragment BookingMessageFields on NotificationMessage {
    id
    kind
    recipient
    state
    attempts
    error
    createdAt
    sentAt
  }
`);
const AdminBookingMessages = graphql(`
  query AdminBookingMessages($id: ID!) {
    booking(id: $id) {
      id
      messages {
        ...BookingMessageFields
      }
    }
  }
`);
const RetryMessage = graphql(`
  mutation RetryMessage($id: ID!) {
    retryMessage(id: $id) {
      ...BookingMessageFields
    }
  }
`);

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  li {
    border-left: 4px solid ${(p) => p.theme.color.saffron};
    padding: 0.35rem 0.75rem;
    overflow-wrap: anywhere;
  }
  li[data-state="failed"] {
    border-color: ${(p) => p.theme.color.danger};
  }
  li[data-state="sent"] {
    border-color: #1f7a4d;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.muted};
  }
  button {
    margin-top: 0.3rem;
    min-height: 36px;
  }
`;

/** The admin booking View modal's "Messages sent": each e-mail about the booking, to whom, when, delivered or failed. */
export function BookingMessages({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminBookingMessages, {
    variables: { id },
    fetchPolicy: "network-only",
    pollInterval: 5000,
  });
  const [retry, { loading }] = useMutation(RetryMessage);
  const mayRetry = useControls().may("retryMessage");
  const messages = data?.booking.messages ?? [];
  return (
    <section aria-labelledby={`messages-${id}`}>
      <h3 id={`messages-${id}`}>{t("admin.messages.title")}</h3>
      {data && messages.length === 0 && <p>{t("admin.messages.empty")}</p>}
      <List>
        {messages.map((m) => (
          <li key={m.id} data-state={m.state}>
            <strong>{t(`admin.messages.kind.${m.kind}`)}</strong> · {t("admin.messages.to", { to: m.recipient })}
            <small>
              {t(`admin.messages.state.${m.state}`)} · {formatDateTime(m.sentAt ?? m.createdAt)}
              {m.error ? ` · ${m.error}` : ""}
            </small>
            {m.state === "failed" && mayRetry && (
              <button
                type="button"
                disabled={loading}
                onClick={() =>
                  retry({ variables: { id: m.id } }).then(
                    () => toast.success(t("admin.messages.retried")),
                    (e: Error) => toast.error(e.message),
                  )
                }
              >
                {t("admin.messages.retry")}
              </button>
            )}
          </li>
        ))}
      </List>
    </section>
  );
}
