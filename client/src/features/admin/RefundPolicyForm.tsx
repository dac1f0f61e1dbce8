import { useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { SmallButton, TextButton } from "../../ui/Actions";
import { TextField } from "../../ui/Field";
import { FormSubmit } from "../../ui/FormSubmit";
import { Bare, Cluster, Hint } from "../../ui/Layout";
import { SettingsForm } from "./settings.styles";
import { useSave } from "./useSave";

const AdminRefundPolicy = graphql(`
  query AdminRefundPolicy {
    refundPolicy {
      tiers {
        daysBefore
        percent
      }
    }
  }
`);

const SaveRefundPolicy = graphql(`
  mutation SaveRefundPolicy($input: RefundPolicyInput!) {
    updateRefundPolicy(input: $input) {
      tiers {
        daysBefore
        percent
      }
    }
  }
`);

interface TierDraft {
  daysBefore: string;
  percent: string;
}

/**
 * Settings → Cancellation policy: its refund tiers (cancelled at least N days before departure: P % of what was
 * paid is refunded), from which the booking's View proposes a cancelled booking's refund. The server checks them
 * (whole days and percents, different days, 1 to 10 tiers) and keeps them longest notice first.
 */
export function RefundPolicyForm() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminRefundPolicy);
  const { save, loading, error } = useSave(SaveRefundPolicy, t("admin.refundPolicy.saved"), {
    refetchQueries: ["AdminRefundPolicy"],
  });
  const saved = data?.refundPolicy.tiers;
  const [tiers, setTiers] = useState<TierDraft[] | null>(null);
  useEffect(() => {
    if (saved) setTiers(saved.map((r) => ({ daysBefore: String(r.daysBefore), percent: String(r.percent) })));
  }, [saved]);
  const rows = tiers ?? [];
  const change = (i: number, key: keyof TierDraft, value: string) =>
    setTiers(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = rows.map((r) => ({ daysBefore: Number(r.daysBefore), percent: Number(r.percent) }));
    return save({ input: { tiers: input } });
  };
  return (
    <SettingsForm onSubmit={submit} aria-labelledby="refund-policy-title">
      <h3 id="refund-policy-title">{t("admin.refundPolicy.title")}</h3>
      <Hint>{t("admin.refundPolicy.help")}</Hint>
      <Bare disabled={!tiers} aria-busy={!tiers}>
        {rows.map((r, i) => (
          <Cluster key={i}>
            <TextField
              label={t("admin.refundPolicy.days", { n: i + 1 })}
              type="number"
              min={0}
              max={365}
              required
              value={r.daysBefore}
              onChange={(e) => change(i, "daysBefore", e.target.value)}
            />
            <TextField
              label={t("admin.refundPolicy.percent", { n: i + 1 })}
              type="number"
              min={0}
              max={100}
              required
              value={r.percent}
              onChange={(e) => change(i, "percent", e.target.value)}
            />
            {rows.length > 1 && (
              <TextButton type="button" onClick={() => setTiers(rows.filter((_, j) => j !== i))}>
                {t("admin.refundPolicy.remove", { n: i + 1 })}
              </TextButton>
            )}
          </Cluster>
        ))}
        {rows.length < 10 && (
          <SmallButton
            type="button"
            $variant="ghost"
            onClick={() => setTiers([...rows, { daysBefore: "", percent: "" }])}
          >
            {t("admin.refundPolicy.add")}
          </SmallButton>
        )}
      </Bare>
      <FormSubmit error={error} disabled={loading || !tiers}>
        {t("admin.refundPolicy.save")}
      </FormSubmit>
    </SettingsForm>
  );
}
