import { groupedRupees, paiseOfText } from "../../app/money";
import type { RateCardsQuery } from "../../gql/graphql";
import styled from "styled-components";
import { useTranslation } from "../../i18n";

const Cards = styled.table`
  border-collapse: collapse;
  margin-bottom: 0.75rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.4rem 1rem 0.4rem 0;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
  }
  small {
    font-weight: 400;
    color: ${(p) => p.theme.color.muted};
  }
`;

type Card = RateCardsQuery["rateCards"][number];

/** Each rate card, by its bus or its band of seats, with the rates in force and how many versions it has. */
export function RateCardsList({ cards, busName }: { cards: readonly Card[]; busName: (id: string) => string | null }) {
  const { t } = useTranslation();
  return (
    <Cards>
      <tbody>
        {cards.map(({ card, current, versions }) => (
          <tr key={card.id}>
            <th scope="row">
              {card.name}
              <br />
              <small>
                {card.busId
                  ? (busName(card.busId) ?? "")
                  : t("admin.rates.scope", { from: card.seatsFrom ?? "", to: card.seatsTo ?? "" })}
              </small>
            </th>
            <td>
              {t("admin.rates.summary", {
                ...current,
                perKm: groupedRupees(paiseOfText(current.perKm)),
                driverAllowance: groupedRupees(paiseOfText(current.driverAllowance)),
                nightHalt: groupedRupees(paiseOfText(current.nightHalt)),
              })}{" "}
              {t("admin.rates.versions", { count: versions.length })}
            </td>
          </tr>
        ))}
      </tbody>
    </Cards>
  );
}
