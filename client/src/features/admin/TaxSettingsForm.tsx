import { useQuery } from "@apollo/client/react";
import { useEffect, type FormEvent } from "react";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { FieldWrap, TextField, useDraft } from "../../ui/Field";
import { FormSubmit } from "../../ui/FormSubmit";
import { useSave } from "./useSave";
import styled from "styled-components";
import { Bare, Hint } from "../../ui/Layout";

const TaxSettingsQuery = graphql(`
  query TaxSettings {
    taxSettings {
      ...TaxSettingsFields
    }
  }
`);

graphql(`
  fragment TaxSettingsFields on TaxSettings {
    legalName
    address
    gstin
    state
    scheme
    sac
    invoicePrefix
  }
`);

const UpdateTaxSettings = graphql(`
  mutation UpdateTaxSettings($input: TaxSettingsInput!) {
    updateTaxSettings(input: $input) {
      ...TaxSettingsFields
    }
  }
`);

/** The settings' fields, side by side as they fit; read-only as a whole without `taxes.write`. */
const Fields = styled(Bare)`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

/**
 * Settings → Tax: the GST registration printed on tax invoices. Without a GSTIN no tax invoice is issued
 * (customers keep the receipt, which says why). Staff who read money see it `readOnly`; the Owner saves it
 * (the server refuses anyone else).
 */
export function TaxSettingsForm({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(TaxSettingsQuery);
  const { save, loading, error } = useSave(UpdateTaxSettings, t("admin.tax.settingsSaved"));
  const { draft, setDraft, field } = useDraft({
    legalName: "",
    address: "",
    gstin: "",
    state: "",
    scheme: "5",
    sac: "",
    invoicePrefix: "",
  });
  useEffect(() => {
    const s = data?.taxSettings;
    if (s)
      setDraft({
        legalName: s.legalName,
        address: s.address,
        gstin: s.gstin ?? "",
        state: s.state,
        scheme: String(s.scheme),
        sac: s.sac,
        invoicePrefix: s.invoicePrefix,
      });
  }, [data, setDraft]);
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
      <Fields disabled={readOnly}>
        <TextField label={t("admin.tax.legalName")} {...field("legalName")} required />
        <TextField label={t("admin.tax.address")} {...field("address")} />
        <TextField label={t("admin.tax.gstin")} {...field("gstin")} maxLength={20} spellCheck={false} />
        <TextField label={t("admin.tax.state")} {...field("state")} maxLength={2} inputMode="numeric" />
        <FieldWrap>
          <label htmlFor="tax-scheme">{t("admin.tax.scheme")}</label>
          <select id="tax-scheme" {...field("scheme")}>
            <option value="5">{t("admin.tax.scheme5")}</option>
            <option value="12">{t("admin.tax.scheme12")}</option>
          </select>
        </FieldWrap>
        <TextField label={t("admin.tax.sac")} {...field("sac")} inputMode="numeric" />
        <TextField label={t("admin.tax.prefix")} {...field("invoicePrefix")} maxLength={10} />
      </Fields>
      {!readOnly && (
        <FormSubmit error={error} disabled={loading}>
          {t("admin.tax.saveSettings")}
        </FormSubmit>
      )}
    </form>
  );
}
