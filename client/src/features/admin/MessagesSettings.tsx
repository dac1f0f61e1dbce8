import { useQuery } from "@apollo/client/react";
import { usePermissions } from "../../app/RequireRole";
import type { AdminMessageTemplatesQuery } from "../../gql/graphql";
import { useTranslation } from "../../i18n";
import { Hint, PlainList } from "../../ui/Layout";
import { CopyField } from "./CopyField";
import { MessageCostsTable } from "./MessageCostsTable";
import { AdminMessageTemplates } from "./messageSettings.documents";
import { MessageTemplateCard } from "./MessageTemplateCard";
import { Section } from "./MessagesSettings.styles";
import { useDevanagari } from "./useDevanagari";

/** Whether WhatsApp and SMS really leave or are written to the outbox folder, and the providers' webhook URLs. */
function MessagingStatus({ status }: { status: AdminMessageTemplatesQuery["messagingStatus"] }) {
  const { t } = useTranslation();
  return (
    <>
      <PlainList $gap="0.3rem" $margin="0 0 1rem">
        <li>{t(status.whatsapp ? "admin.messageSettings.whatsappLive" : "admin.messageSettings.whatsappOutbox")}</li>
        <li>{t(status.sms ? "admin.messageSettings.smsLive" : "admin.messageSettings.smsOutbox")}</li>
      </PlainList>
      <CopyField label={t("admin.messageSettings.whatsappWebhook")} value={status.whatsappWebhookUrl} />
      {status.smsWebhookUrl ? (
        <CopyField label={t("admin.messageSettings.smsWebhook")} value={status.smsWebhookUrl} />
      ) : (
        <Hint>{t("admin.messageSettings.smsWebhookNone")}</Hint>
      )}
    </>
  );
}

/**
 * Settings → Messages: whether WhatsApp and SMS are live, the webhooks' URLs, every template (when it goes, to
 * whom, its parameters, its texts in English and Hindi with the SMS ids, and its switch), and for staff who read
 * reports the month's messages and their cost.
 */
export function MessagesSettings() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const reads = can("bookings.read");
  const { data } = useQuery(AdminMessageTemplates, { skip: !reads });
  const devanagari = useDevanagari();
  if (!reads && !can("reports.read")) return null;
  return (
    <Section aria-labelledby="message-settings-title">
      <h3 id="message-settings-title">{t("admin.messageSettings.title")}</h3>
      <Hint>{t("admin.messageSettings.help")}</Hint>
      {data && <MessagingStatus status={data.messagingStatus} />}
      {data && devanagari && (
        <>
          <h4>{t("admin.messageSettings.templates")}</h4>
          {data.messageTemplates.map((x) => (
            <MessageTemplateCard key={x.name} template={x} />
          ))}
        </>
      )}
      {can("reports.read") && <MessageCostsTable />}
    </Section>
  );
}
