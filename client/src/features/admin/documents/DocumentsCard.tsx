import { useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { formatDate, useTranslation } from "../../../i18n";
import { Panel } from "../../../ui/Panel";
import { DocumentOverviewQuery } from "./documents.documents";
import { StatusBadge } from "./StatusBadge";

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.6rem;
  margin: 0 0 1rem;
  div {
    background: ${(p) => p.theme.color.sand};
    border-radius: 10px;
    padding: 0.6rem 0.8rem;
  }
  dt {
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    color: ${(p) => p.theme.color.maroon};
  }
`;
const NextTitle = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1rem;
`;
const None = styled.p`
  margin: 0;
`;
const Next = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.4rem;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.3rem 0.8rem;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
    padding-bottom: 0.4rem;
  }
`;

/** The "Documents" card (dashboard and buses list): counts by status and the next five expiries with their bus. */
export function DocumentsCard() {
  const { t } = useTranslation();
  const { data } = useQuery(DocumentOverviewQuery, { fetchPolicy: "cache-and-network" });
  const o = data?.documentOverview;
  return (
    <Panel aria-labelledby="documents-card-title">
      <h2 id="documents-card-title">{t("admin.documents.card.title")}</h2>
      <Counts>
        <div>
          <dt>{t("admin.documents.status.Valid")}</dt>
          <dd>{o?.valid ?? "–"}</dd>
        </div>
        <div>
          <dt>{t("admin.documents.status.Expiring")}</dt>
          <dd>{o?.expiring ?? "–"}</dd>
        </div>
        <div>
          <dt>{t("admin.documents.status.Expired")}</dt>
          <dd>{o?.expired ?? "–"}</dd>
        </div>
      </Counts>
      <NextTitle>{t("admin.documents.card.next")}</NextTitle>
      {o && o.next.length === 0 && <None>{t("admin.documents.card.noneSoon")}</None>}
      <Next aria-label={t("admin.documents.card.nextLabel")}>
        {o?.next.map((d) => (
          <li key={d.id}>
            <span>
              <strong>{d.busName}</strong> · {t(`admin.documents.types.${d.type}`)} {d.number}
            </span>
            <span>
              {formatDate(d.validUntil)} <StatusBadge status={d.status} />
            </span>
          </li>
        ))}
      </Next>
    </Panel>
  );
}
