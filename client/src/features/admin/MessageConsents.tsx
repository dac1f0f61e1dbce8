import { Fragment } from "react";
import styled from "styled-components";
import { formatDateTime } from "../../app/calendar";
import type { MessageConsentFieldsFragment } from "../../gql/graphql";
import { useTranslation } from "../../i18n";

const CHANNELS = ["whatsapp", "sms"] as const;

const Answers = styled.div`
  margin-top: 0.5rem;
  h4 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  li {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.4rem 0 0.1rem;
    font-weight: 600;
  }
`;

/** One channel's answer in force in staff's words: agreed or withdrawn (when, where, which wording), or not asked. */
function useConsentLine() {
  const { t } = useTranslation();
  return (channel: string, answer: MessageConsentFieldsFragment | undefined) => {
    const name = t(`admin.messages.channel.${channel}`);
    if (!answer) return t("admin.consent.notAsked", { channel: name });
    const at = formatDateTime(answer.at);
    if (!answer.granted && answer.source === "whatsapp-reply")
      return t("admin.consent.withdrawnByStop", { channel: name, at });
    return t(answer.granted ? "admin.consent.granted" : "admin.consent.withdrawn", {
      ...{ channel: name, at, version: answer.wordingVersion },
      source: t(`admin.consent.source.${answer.source}`),
    });
  };
}

/**
 * A customer's consent to WhatsApp and SMS as it stands (the booking's View, Customers): per channel, agreed or
 * withdrawn with its time, where and to which wording, or not asked; answers about offers, when there are any,
 * apart.
 */
export function MessageConsents({ consents }: { consents: readonly MessageConsentFieldsFragment[] }) {
  const { t } = useTranslation();
  const line = useConsentLine();
  const purposes = consents.some((c) => c.purpose === "offers") ? ["transactional", "offers"] : ["transactional"];
  return (
    <Answers>
      <h4>{t("admin.consent.title")}</h4>
      {purposes.map((purpose) => (
        <Fragment key={purpose}>
          {purposes.length > 1 && <p>{t(`admin.consent.purpose.${purpose}`)}</p>}
          <ul aria-label={t(`admin.consent.purpose.${purpose}`)}>
            {CHANNELS.map((channel) => (
              <li key={channel}>
                {line(
                  channel,
                  consents.find((c) => c.purpose === purpose && c.channel === channel),
                )}
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </Answers>
  );
}
