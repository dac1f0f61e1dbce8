import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { graphql } from "../../gql";
import { Button } from "../../ui/Button";
import { ErrorText, TextField } from "../../ui/Field";
import { toast } from "../../ui/toast";

const PaymentSettingsQuery = graphql(`
  query PaymentSettings {
    paymentSettings {
      upiId
      upiPayee
      gstin
    }
  }
`);
const UpdatePaymentSettings = graphql(`
  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) {
      upiId
      upiPayee
      gstin
    }
  }
`);

/** The operator's UPI ID and payee name (the customers' Pay by UPI) and GSTIN (the invoice); all optional. */
export function PaymentSettingsForm() {
  const { t } = useTranslation();
  const { data } = useQuery(PaymentSettingsQuery);
  const [save, { loading }] = useMutation(UpdatePaymentSettings);
  const [form, setForm] = useState({ upiId: "", upiPayee: "", gstin: "" });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const p = data?.paymentSettings;
    if (p) setForm({ upiId: p.upiId ?? "", upiPayee: p.upiPayee ?? "", gstin: p.gstin ?? "" });
  }, [data]);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save({
        variables: { input: { upiId: form.upiId || null, upiPayee: form.upiPayee || null, gstin: form.gstin || null } },
      });
      toast.success(t("admin.desk.paymentsSaved"));
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form onSubmit={submit} aria-labelledby="payments-title" style={{ marginTop: "2rem" }}>
      <h3 id="payments-title">{t("admin.desk.paymentsTitle")}</h3>
      <p style={{ fontSize: "0.9rem" }}>{t("admin.desk.paymentsHelp")}</p>
      <div
        style={{
          display: "grid",
          gap: "0 1rem",
          gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
        }}
      >
        <TextField label={t("admin.desk.upiId")} value={form.upiId} onChange={set("upiId")} autoComplete="off" />
        <TextField label={t("admin.desk.upiPayee")} value={form.upiPayee} onChange={set("upiPayee")} />
        <TextField label={t("admin.desk.gstin")} value={form.gstin} onChange={set("gstin")} maxLength={15} />
      </div>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" disabled={loading}>
        {t("admin.desk.savePayments")}
      </Button>
    </form>
  );
}
