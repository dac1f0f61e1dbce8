import { useMutation } from "@apollo/client/react";
import type { MessageTemplateFieldsFragment } from "../../gql/graphql";
import { useTranslation } from "../../i18n";
import { toast } from "../../ui/toast";
import { useTemplateLabel } from "./bookings/PhoneMessageList";
import { SetMessageTemplateEnabled } from "./messageSettings.documents";
import { Switch, TemplateCard, Texts } from "./MessagesSettings.styles";
import { useControls } from "./useControls";

type Template = MessageTemplateFieldsFragment;

/** Whether a template is sent: a switch for staff who may change it (settings.write), its state for the others. */
function TemplateSwitch({ template, label }: { template: Template; label: string }) {
  const { t } = useTranslation();
  const [setEnabled, { loading }] = useMutation(SetMessageTemplateEnabled);
  if (!useControls().may("switchMessageTemplate"))
    return <span>{t(template.enabled ? "admin.messageSettings.on" : "admin.messageSettings.off")}</span>;
  const toggle = (enabled: boolean) =>
    setEnabled({ variables: { name: template.name, enabled } }).then(
      () => toast.success(t(`admin.messageSettings.${enabled ? "switchedOn" : "switchedOff"}`, { name: label })),
      (e: Error) => toast.error(e.message),
    );
  return (
    <Switch>
      <input
        type="checkbox"
        role="switch"
        checked={template.enabled}
        disabled={loading}
        aria-label={`${t("admin.messageSettings.enabled")}: ${label}`}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      {t(template.enabled ? "admin.messageSettings.on" : "admin.messageSettings.off")}
    </Switch>
  );
}

/** One language's words: WhatsApp's text and the SMS as registered, MSG91's flow id and the DLT template id. */
function TemplateTexts({ text }: { text: Template["texts"][number] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t(`admin.messages.language.${text.language}`)}>
      <h6>{t(`admin.messages.language.${text.language}`)}</h6>
      <dl>
        <dt>{t("admin.messageSettings.whatsapp")}</dt>
        <dd lang={text.language}>{text.whatsapp}</dd>
        <dt>{t("admin.messageSettings.sms")}</dt>
        <dd lang={text.language}>{text.sms}</dd>
        <dt>{t("admin.messageSettings.flowId")}</dt>
        <dd>
          <code>{text.smsFlowId}</code>
        </dd>
        <dt>{t("admin.messageSettings.dltId")}</dt>
        <dd>
          <code>{text.dltTemplateId}</code>
        </dd>
      </dl>
    </section>
  );
}

/**
 * Settings → Messages' card of one template: its label and name at Meta, the switch, when it goes and to whom, its
 * category and parameters in order, then its texts in English and Hindi.
 */
export function MessageTemplateCard({ template }: { template: Template }) {
  const { t } = useTranslation();
  const label = useTemplateLabel()(template.name);
  return (
    <TemplateCard aria-labelledby={`template-${template.name}`}>
      <header>
        <h5 id={`template-${template.name}`}>
          {label} <code>{template.name}</code>
        </h5>
        <TemplateSwitch template={template} label={label} />
      </header>
      <dl>
        <dt>{t("admin.messageSettings.when")}</dt>
        <dd>{template.when}</dd>
        <dt>{t("admin.messageSettings.audience")}</dt>
        <dd>{t(`admin.messageSettings.audienceName.${template.audience}`)}</dd>
        <dt>{t("admin.messageSettings.category")}</dt>
        <dd>{template.category}</dd>
        <dt>{t("admin.messageSettings.parameters")}</dt>
        <dd>
          <ol>
            {template.parameters.map((p, i) => (
              <li key={i}>{`{{${i + 1}}} ${p}`}</li>
            ))}
          </ol>
        </dd>
      </dl>
      <Texts>
        {template.texts.map((text) => (
          <TemplateTexts key={text.language} text={text} />
        ))}
      </Texts>
    </TemplateCard>
  );
}
