import { useMutation, useQuery } from "@apollo/client/react";
import { formatDateTime } from "../../app/calendar";
import { useTranslation } from "../../i18n";
import { SmallButton } from "../../ui/Actions";
import { PlainList } from "../../ui/Layout";
import { Panel } from "../../ui/Panel";
import { Message } from "./CustomersAdmin.styles";
import { useControls } from "./useControls";
import { ContactMessages, SetMessageHandled } from "./customers.documents";

/** The contact form's messages, newest first, each marked handled (faded) or open again. */
export function ContactMessagesPanel() {
  const { t } = useTranslation();
  const messages = useQuery(ContactMessages, { fetchPolicy: "cache-and-network" });
  const [setHandled] = useMutation(SetMessageHandled);
  const { may } = useControls();
  return (
    <Panel aria-labelledby="messages-admin">
      <h2 id="messages-admin">{t("admin.customers.messages")}</h2>
      {messages.data && messages.data.contactMessages.length === 0 && <p>{t("admin.customers.noMessages")}</p>}
      <PlainList $gap="0.8rem">
        {messages.data?.contactMessages.map((m) => (
          <Message key={m.id} $handled={m.handled}>
            <strong>{m.subject}</strong> · {t("admin.customers.from")} {m.name} ({m.email}
            {m.phone ? `, ${m.phone}` : ""}) · {formatDateTime(m.createdAt)}
            <p>{m.message}</p>
            {may("markContactHandled") && (
              <SmallButton
                type="button"
                $variant="secondary"
                onClick={() => void setHandled({ variables: { id: m.id, handled: !m.handled } })}
              >
                {m.handled ? t("admin.customers.markOpen") : t("admin.customers.markHandled")}
              </SmallButton>
            )}
          </Message>
        ))}
      </PlainList>
    </Panel>
  );
}
