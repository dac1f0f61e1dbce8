import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Panel } from "../../ui/Panel";
import { tabPanelProps, Tabs } from "../../ui/Tabs";
import { NotificationSettingsFieldset } from "./NotificationSettingsFieldset";
import { PaymentSettingsForm } from "./PaymentSettingsForm";
import { TaxSettingsForm } from "./TaxSettingsForm";
import { usePermissions } from "../../app/RequireRole";
import { QuoteSettingsForm } from "./QuoteSettingsForm";
import { RefundPolicyForm } from "./RefundPolicyForm";
import { RateCardsForm } from "./RateCardsForm";
import { DocumentSettingsForm } from "./documents/DocumentSettingsForm";
import { SiteSettingsForm } from "./SiteSettingsForm";
import { MessagesSettings } from "./MessagesSettings";
import styled from "styled-components";

const TabBody = styled.div`
  margin-top: 1.5rem;
`;

const SETTINGS_TABS = ["general", "tax"] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * Settings, on tabs: General (the site's contact settings, notifications, payments, rates, quotes and
 * documents; `settings.write`) and Tax (read by staff who read money, saved by the Owner only). The open
 * tab is kept in the URL (`?settings=tax`) so a reload stays on it.
 */
export function SettingsAdmin() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [params, setParams] = useSearchParams();
  const tabs = SETTINGS_TABS.filter((k) =>
    k === "tax" ? can("money.read") || can("taxes.write") : can("settings.write"),
  );
  const asked = SETTINGS_TABS.find((k) => k === params.get("settings"));
  const tab: SettingsTab | undefined = asked && tabs.includes(asked) ? asked : tabs[0];
  const select = (key: SettingsTab) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key === tabs[0]) next.delete("settings");
        else next.set("settings", key);
        return next;
      },
      { replace: true },
    );
  return (
    <Panel aria-labelledby="settings-admin">
      <h2 id="settings-admin">{t("admin.settings.title")}</h2>
      {tabs.length > 1 && tab && (
        <Tabs
          idPrefix="settings"
          label={t("admin.settings.tabsLabel")}
          value={tab}
          onChange={select}
          items={tabs.map((k) => ({ key: k, label: t(`admin.settings.tab.${k}`) }))}
        />
      )}
      <TabBody {...(tabs.length > 1 && tab ? tabPanelProps("settings", tab) : {})}>
        {tab === "general" && <GeneralSettings />}
        {tab === "tax" && <TaxSettingsForm readOnly={!can("taxes.write")} />}
      </TabBody>
    </Panel>
  );
}

/**
 * General: the site's contact settings, and the notification (e-mail, then WhatsApp and SMS), payment, rate, quote
 * and document settings.
 */
function GeneralSettings() {
  return (
    <>
      <SiteSettingsForm />
      <NotificationSettingsFieldset />
      <MessagesSettings />
      <PaymentSettingsForm />
      <RateCardsForm />
      <QuoteSettingsForm />
      <RefundPolicyForm />
      <DocumentSettingsForm />
    </>
  );
}
