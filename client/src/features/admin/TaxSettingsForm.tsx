import { useQuery } from "@apollo/client/react";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/Field";
import { useDraft } from "../../ui/formState";
import { FormSubmit } from "../../ui/FormSubmit";
import { useSave } from "./useSave";
import styled from "styled-components";
import { Bare, Hint } from "../../ui/Layout";
import { TaxSettingsQuery, UpdateTaxSettings } from "./settings.documents";
import { Choice, RadioChoice } from "./TaxChoices";

/** The operator's constitution as the server names it (TaxSettings.constitution); llp and company are bodies corporate. */
const CONSTITUTIONS = ["proprietorship", "partnership", "llp", "company", "other"] as const;
/** What a change of the fare after the tax invoice does (TaxSettings.afterInvoice). */
const AFTER_INVOICE = ["notes", "refuse"] as const;

/** The settings' fields, side by side as they fit (each its own height); read-only as a whole without `taxes.write`. */
const Fields = styled(Bare)`
  display: grid;
  align-items: start;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

/**
 * Settings → Tax: the GST registration printed on tax invoices, the operator's constitution (a body corporate
 * never supplies on reverse charge) and what a fare change after the invoice does. Without a GSTIN no tax invoice
 * is issued (customers keep the receipt, which says why). Staff who read money see it `readOnly`; the Owner saves
 * it (the server refuses anyone else).
 */
export function TaxSettingsForm({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(TaxSettingsQuery);
  const { save, loading, error } = useSave(UpdateTaxSettings, t("admin.tax.settingsSaved"));
  const s = data?.taxSettings;
  const { draft, field } = useDraft(
    {
      legalName: "",
      address: "",
      gstin: "",
      state: "",
      scheme: "5",
      constitution: "proprietorship",
      afterInvoice: "notes",
      sac: "",
      invoicePrefix: "",
    },
    s && {
      legalName: s.legalName,
      address: s.address,
      gstin: s.gstin ?? "",
      state: s.state,
      scheme: String(s.scheme),
      constitution: s.constitution,
      afterInvoice: s.afterInvoice,
      sac: s.sac,
      invoicePrefix: s.invoicePrefix,
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return save({
      input: {
        ...draft,
        gstin: draft.gstin || null,
        // The GSTIN's first two digits give the state; the field is for an operator without one.
        state: draft.gstin ? null : draft.state,
        scheme: Number(draft.scheme),
      },
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="tax-title">
      <h3 id="tax-title">{t("admin.tax.settingsTitle")}</h3>
      <Hint>{t("admin.tax.settingsHelp")}</Hint>
      {readOnly && <Hint $strong>{t("admin.tax.ownerOnly")}</Hint>}
      <Fields disabled={readOnly || !s} aria-busy={!s}>
        <TextField label={t("admin.tax.legalName")} {...field("legalName")} required />
        <TextField label={t("admin.tax.address")} {...field("address")} />
        <TextField label={t("admin.tax.gstin")} {...field("gstin")} maxLength={20} spellCheck={false} />
        <TextField label={t("admin.tax.state")} {...field("state")} maxLength={2} inputMode="numeric" />
        <Choice
          id="tax-scheme"
          label={t("admin.tax.scheme")}
          values={["5", "12"]}
          text={(v) => t(`admin.tax.scheme${v}`)}
          {...field("scheme")}
        />
        <Choice
          id="tax-constitution"
          label={t("admin.tax.constitution")}
          values={CONSTITUTIONS}
          text={(v) => t(`admin.tax.constitutions.${v}`)}
          hint={t("admin.tax.constitutionHint")}
          {...field("constitution")}
        />
        <TextField label={t("admin.tax.sac")} {...field("sac")} inputMode="numeric" />
        <TextField label={t("admin.tax.prefix")} {...field("invoicePrefix")} maxLength={10} />
        <RadioChoice
          name="tax-after-invoice"
          label={t("admin.tax.afterInvoice")}
          values={AFTER_INVOICE}
          text={(v) => t(`admin.tax.afterInvoiceOptions.${v}`)}
          {...field("afterInvoice")}
        />
      </Fields>
      {!readOnly && (
        <FormSubmit error={error} disabled={loading || !s}>
          {t("admin.tax.saveSettings")}
        </FormSubmit>
      )}
    </form>
  );
}
