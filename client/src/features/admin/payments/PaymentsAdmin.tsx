import { useQuery } from "@apollo/client/react";
import { todayInIndia } from "../../../app/calendar";
import { formatPaise, paiseOfRupees } from "../../../app/money";
import { PaymentMethod } from "../../../gql/enums";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { FieldWrap, TextField } from "../../../ui/Field";
import { useDraft } from "../../../ui/formState";
import { Panel } from "../../../ui/Panel";
import { Filters, Totals } from "./PaymentsAdmin.styles";
import { PaymentsTable } from "./PaymentsTable";
import { PaymentIssues } from "./PaymentIssues";
import { PaymentsPage } from "./payments.documents";

const METHODS = [PaymentMethod.UpiManual, PaymentMethod.Cash, PaymentMethod.Bank, PaymentMethod.Razorpay] as const;

/**
 * Admin -> Payments (payments.read): the day's collections, or any days', newest first, with what each method
 * brought in; each row opens its booking's View.
 */
export function PaymentsAdmin() {
  const { t } = useTranslation();
  const today = todayInIndia();
  const { draft, field } = useDraft({ from: today, to: today, method: "" });
  const filter = {
    from: draft.from || null,
    to: draft.to || null,
    method: (draft.method || null) as PaymentMethod | null,
  };
  const { data, error, fetchMore, loading } = useQuery(PaymentsPage, {
    variables: { filter },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.paymentsPage;
  const rupees = (amount: number) => formatPaise(paiseOfRupees(amount));
  return (
    <>
      <Panel>
        <h2>{t("admin.payments.pageTitle")}</h2>
        <Filters>
          <TextField label={t("admin.payments.from")} type="date" max={today} {...field("from")} />
          <TextField label={t("admin.payments.to")} type="date" max={today} {...field("to")} />
          <FieldWrap>
            <label htmlFor="payments-method">{t("admin.payments.method")}</label>
            <select id="payments-method" {...field("method")}>
              <option value="">{t("admin.payments.allMethods")}</option>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`admin.payments.methods.${m}`)}
                </option>
              ))}
            </select>
          </FieldWrap>
        </Filters>
        {error && <p role="alert">{error.message}</p>}
        {page && (
          <Totals aria-label={t("admin.payments.totals")}>
            <div>
              <dt>{t("admin.payments.received", { count: page.totalCount })}</dt>
              <dd>{rupees(page.total)}</dd>
            </div>
            {page.byMethod.map((m) => (
              <div key={m.method}>
                <dt>{`${t(`admin.payments.methods.${m.method}`)} (${m.count})`}</dt>
                <dd>{rupees(m.amount)}</dd>
              </div>
            ))}
          </Totals>
        )}
        {page && page.items.length === 0 && <p>{t("admin.payments.noneInRange")}</p>}
        {page && page.items.length > 0 && <PaymentsTable payments={page.items} booking />}
        {page?.nextCursor && (
          <Button
            $variant="secondary"
            disabled={loading}
            onClick={() => fetchMore({ variables: { filter, after: page.nextCursor } })}
          >
            {t("admin.bookings.loadMore")}
          </Button>
        )}
      </Panel>
      <PaymentIssues />
    </>
  );
}
