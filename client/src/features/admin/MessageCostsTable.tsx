import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { todayInIndia } from "../../app/calendar";
import { sumCosts } from "../../app/money";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/Field";
import { Hint } from "../../ui/Layout";
import { useTemplateLabel } from "./bookings/PhoneMessageList";
import { AdminMessageCosts } from "./messageSettings.documents";
import { CostTable, MonthField } from "./MessagesSettings.styles";

/**
 * A month's messages and their cost per template and channel (reports.read), with a total row: the costs come as
 * exact decimal text, are shown as given and added exactly (app/money.ts `sumCosts`, ten-thousandths of a rupee).
 */
export function MessageCostsTable() {
  const { t } = useTranslation();
  const label = useTemplateLabel();
  const [month, setMonth] = useState(() => todayInIndia().slice(0, 7));
  const { data } = useQuery(AdminMessageCosts, { variables: { month: month || null }, fetchPolicy: "network-only" });
  const rows = data?.messageCosts.rows ?? [];
  const count = rows.reduce((n, r) => n + r.count, 0);
  return (
    <>
      <h4 id="message-costs-title">{t("admin.messageSettings.costs.title")}</h4>
      <Hint $flush>{t("admin.messageSettings.costs.help")}</Hint>
      <MonthField>
        <TextField
          label={t("admin.messageSettings.costs.month")}
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
      </MonthField>
      {data && rows.length === 0 && <p>{t("admin.messageSettings.costs.none")}</p>}
      {rows.length > 0 && (
        <CostTable>
          <table aria-labelledby="message-costs-title">
            <thead>
              <tr>
                <th>{t("admin.messageSettings.costs.template")}</th>
                <th>{t("admin.messageSettings.costs.channel")}</th>
                <th className="number">{t("admin.messageSettings.costs.count")}</th>
                <th className="number">{t("admin.messageSettings.costs.cost")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.template ?? ""}:${r.channel}`}>
                  <td>{label(r.template)}</td>
                  <td>{t(`admin.messages.channel.${r.channel}`)}</td>
                  <td className="number">{r.count}</td>
                  <td className="number">₹{r.cost}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={2}>{t("admin.messageSettings.costs.total")}</th>
                <td className="number">{count}</td>
                <td className="number">₹{sumCosts(rows.map((r) => r.cost))}</td>
              </tr>
            </tfoot>
          </table>
        </CostTable>
      )}
    </>
  );
}
