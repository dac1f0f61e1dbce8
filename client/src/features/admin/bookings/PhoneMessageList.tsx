import type { ReactNode } from "react";
import { formatDateTime } from "../../../app/calendar";
import type { PhoneMessageFieldsFragment } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { Group, MessageList } from "./BookingMessages.styles";

/** A template's label for staff ("Trip reminder"), "Reply" for staff's free text, the name itself when unknown. */
export function useTemplateLabel() {
  const { t } = useTranslation();
  return (template: string | null | undefined) => {
    if (!template) return t("admin.messages.freeText");
    const key = `admin.messages.template.${template}`;
    const label = t(key);
    return label === key ? template : label;
  };
}

/** The moment of the state a message is in: read, delivered, sent, or queued. */
const momentOf = (m: PhoneMessageFieldsFragment) => m.readAt ?? m.deliveredAt ?? m.sentAt ?? m.createdAt;

function PhoneMessageRow({ m }: { m: PhoneMessageFieldsFragment }) {
  const { t } = useTranslation();
  const label = useTemplateLabel();
  const facts = [
    t(`admin.messages.phoneState.${m.state}`),
    formatDateTime(momentOf(m)),
    ...(m.attempts > 1 ? [t("admin.messages.attempts", { count: m.attempts })] : []),
    // The provider's cost, exact decimal text, shown as given.
    ...(m.cost ? [t("admin.messages.cost", { cost: m.cost })] : []),
  ];
  return (
    <li data-state={m.state}>
      <strong>{label(m.template)}</strong> · {t("admin.messages.to", { to: m.recipient })} ·{" "}
      {t(`admin.messages.language.${m.language}`)}
      <small>{facts.join(" · ")}</small>
      {m.error && (
        <small className="error">
          {m.errorCode == null ? m.error : t("admin.messages.errorCode", { error: m.error, code: m.errorCode })}
        </small>
      )}
      {m.text && (
        <details>
          <summary>{t("admin.messages.textSent")}</summary>
          <p lang={m.language}>{m.text}</p>
        </details>
      )}
    </li>
  );
}

/**
 * One channel's messages (WhatsApp or SMS) about the booking, oldest first: the template's label (or Reply), to
 * whom, its state and when, tries, cost, the error with the provider's code, and the words sent (folded).
 */
export function PhoneMessageList({
  channel,
  messages,
  children,
}: {
  channel: "whatsapp" | "sms";
  messages: readonly PhoneMessageFieldsFragment[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const mine = messages.filter((m) => m.channel === channel);
  const name = t(`admin.messages.channel.${channel}`);
  return (
    <Group>
      <h4>{name}</h4>
      {mine.length === 0 && <p>{t("admin.messages.none")}</p>}
      {mine.length > 0 && (
        <MessageList aria-label={name}>
          {mine.map((m) => (
            <PhoneMessageRow key={m.id} m={m} />
          ))}
        </MessageList>
      )}
      {children}
    </Group>
  );
}
