import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/Field";
import { FormSubmit } from "../../ui/FormSubmit";
import { Skeleton } from "../../ui/Page";
import { Panel } from "../../ui/Panel";
import { tabPanelProps, Tabs } from "../../ui/Tabs";
import { useSettings } from "../shell/useSettings";
import { UpdateSettings } from "./settings.documents";
import { useSave } from "./useSave";
import { NotificationSettingsFieldset } from "./NotificationSettingsFieldset";
import { PaymentSettingsForm } from "./PaymentSettingsForm";
import { TaxSettingsForm } from "./TaxSettingsForm";
import { usePermissions } from "../../app/RequireRole";
import { QuoteSettingsForm } from "./QuoteSettingsForm";
import { RateCardsForm } from "./RateCardsForm";
import { DocumentSettingsForm } from "./documents/DocumentSettingsForm";

interface Form {
  p0: string;
  p1: string;
  p2: string;
  p3: string;
  l0: string;
  n0: string;
  l1: string;
  n1: string;
  email: string;
  supportHours: string;
  businessHours: string;
  address: string;
  mapLat: string;
  mapLng: string;
}

// Each group is its own grid, so a field is never stretched to the height of its neighbour.
const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 0.5rem;
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  align-items: start;
  legend {
    font-weight: 700;
    font-size: 1.05rem;
    margin-bottom: 0.6rem;
    color: ${(p) => p.theme.color.maroon};
  }
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
      <div {...(tabs.length > 1 && tab ? tabPanelProps("settings", tab) : {})} style={{ marginTop: "1.5rem" }}>
        {tab === "general" && <GeneralSettings />}
        {tab === "tax" && <TaxSettingsForm readOnly={!can("taxes.write")} />}
      </div>
    </Panel>
  );
}

/** The contact numbers, WhatsApp contacts, e-mail, hours and map location the site shows, and the other forms. */
function GeneralSettings() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { save, error } = useSave(UpdateSettings, t("admin.settings.saved"), {
    failed: t("admin.settings.failed"),
    refetchQueries: ["SiteSettings"],
  });
  const { register, handleSubmit, reset, formState } = useForm<Form>();
  // The form fills once, when the settings first arrive, and only then appears: typing is never undone
  // by their arrival (or by the refresh after a save).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!settings || loaded) return;
    setLoaded(true);
    const [p0, p1, p2, p3] = settings.bookingPhones;
    const [w0, w1] = settings.whatsappContacts;
    const { email, supportHours, businessHours, address } = settings;
    reset({
      p0,
      p1,
      p2,
      p3,
      l0: w0?.label,
      n0: w0?.number,
      l1: w1?.label,
      n1: w1?.number,
      email,
      supportHours,
      businessHours,
      address,
      mapLat: String(settings.mapLat),
      mapLng: String(settings.mapLng),
    });
  }, [settings, reset, loaded]);
  const req = { validate: (v: string) => (v ?? "").trim() !== "" || t("common.required") };
  const e = formState.errors;
  const field = (name: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField key={name} label={label} error={e[name]?.message} {...extra} {...register(name, req)} />
  );
  const onSubmit = (f: Form) => {
    const input = {
      bookingPhones: [f.p0, f.p1, f.p2, f.p3].map((x) => x.trim()),
      whatsappContacts: [
        { label: f.l0.trim(), number: f.n0.trim() },
        { label: f.l1.trim(), number: f.n1.trim() },
      ],
      email: f.email.trim(),
      supportHours: f.supportHours.trim(),
      businessHours: f.businessHours.trim(),
      address: f.address.trim(),
      mapLat: Number(f.mapLat),
      mapLng: Number(f.mapLng),
    };
    return save({ input });
  };
  return (
    <>
      {!loaded && <Skeleton $h="420px" />}
      <form onSubmit={handleSubmit(onSubmit)} noValidate hidden={!loaded}>
        <Group>
          <legend>{t("admin.settings.groupPhones")}</legend>
          {([0, 1, 2, 3] as const).map((i) =>
            field(`p${i}`, t("admin.settings.phones", { n: i + 1 }), { type: "tel" }),
          )}
        </Group>
        <Group>
          <legend>{t("admin.settings.groupWhatsapp")}</legend>
          {([0, 1] as const).flatMap((i) => [
            field(`l${i}`, t("admin.settings.waLabel", { n: i + 1 })),
            field(`n${i}`, t("admin.settings.waNumber", { n: i + 1 }), { inputMode: "numeric" }),
          ])}
        </Group>
        <Group>
          <legend>{t("admin.settings.groupContact")}</legend>
          {field("email", t("admin.settings.email"), { type: "email" })}
          {field("supportHours", t("admin.settings.supportHours"))}
          {field("businessHours", t("admin.settings.businessHours"))}
          {field("address", t("admin.settings.address"))}
        </Group>
        <Group>
          <legend>{t("admin.settings.groupMap")}</legend>
          {field("mapLat", t("admin.settings.lat"), { type: "number", step: "any" })}
          {field("mapLng", t("admin.settings.lng"), { type: "number", step: "any" })}
        </Group>
        <FormSubmit error={error} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("admin.settings.saving") : t("admin.settings.save")}
        </FormSubmit>
      </form>
      <NotificationSettingsFieldset />
      <PaymentSettingsForm />
      <RateCardsForm />
      <QuoteSettingsForm />
      <DocumentSettingsForm />
    </>
  );
}
