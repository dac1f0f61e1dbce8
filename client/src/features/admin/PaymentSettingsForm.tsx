import { useQuery } from "@apollo/client/react";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { graphql } from "../../gql";
import { TextField } from "../../ui/Field";
import { useDraft } from "../../ui/formState";
import { FormSubmit } from "../../ui/FormSubmit";
import { AdminSettingsQuery } from "./settings.documents";
import { useSave } from "./useSave";
import { Bare, FieldGrid, Hint } from "../../ui/Layout";
import { SettingsForm } from "./settings.styles";

const UpdatePaymentSettings = graphql(`
  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) {
      ...PaymentSettingsFields
    }
  }
`);

/** The operator's UPI ID and payee name (the customers' Pay by UPI), both optional; the GSTIN is Settings → Tax's. */
export function PaymentSettingsForm() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminSettingsQuery);
  const { save, loading, error } = useSave(UpdatePaymentSettings, t("admin.desk.paymentsSaved"));
  const p = data?.paymentSettings;
  const { draft: form, field } = useDraft(
    { upiId: "", upiPayee: "" },
    p && { upiId: p.upiId ?? "", upiPayee: p.upiPayee ?? "" },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return save({ input: { upiId: form.upiId || null, upiPayee: form.upiPayee || null } });
  };
  return (
    <SettingsForm onSubmit={submit} aria-labelledby="payments-title">
      <h3 id="payments-title">{t("admin.desk.paymentsTitle")}</h3>
      <Hint>{t("admin.desk.paymentsHelp")}</Hint>
      {/* Until the saved values arrive, nothing is typed into a form they would fill. */}
      <Bare disabled={!p} aria-busy={!p}>
        <FieldGrid $min="min(100%, 220px)" $fill>
          <TextField label={t("admin.desk.upiId")} {...field("upiId")} autoComplete="off" />
          <TextField label={t("admin.desk.upiPayee")} {...field("upiPayee")} />
        </FieldGrid>
        <FormSubmit error={error} disabled={loading}>
          {t("admin.desk.savePayments")}
        </FormSubmit>
      </Bare>
    </SettingsForm>
  );
}
