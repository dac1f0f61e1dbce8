import { useMutation } from "@apollo/client/react";
import { formatDateTime } from "../../../app/calendar";
import type { BookingMessageFieldsFragment } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { toast } from "../../../ui/toast";
import { useControls } from "../useControls";
import { Group, MessageList } from "./BookingMessages.styles";
import { RetryMessage } from "./messages.documents";

/** The View's e-mails about the booking: each one's kind, to whom, when, delivered or failed (Send again). */
export function EmailMessageList({ messages }: { messages: readonly BookingMessageFieldsFragment[] }) {
  const { t } = useTranslation();
  const [retry, { loading }] = useMutation(RetryMessage);
  const mayRetry = useControls().may("retryMessage");
  return (
    <Group>
      <h4>{t("admin.messages.channel.email")}</h4>
      {messages.length === 0 && <p>{t("admin.messages.none")}</p>}
      {messages.length > 0 && (
        <MessageList aria-label={t("admin.messages.channel.email")}>
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
        </MessageList>
      )}
    </Group>
  );
}
