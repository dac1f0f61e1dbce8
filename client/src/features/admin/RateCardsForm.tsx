import { useQuery } from "@apollo/client/react";
import type { FormEvent } from "react";
import { groupedRupees, paiseOfText } from "../../app/money";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { FieldWrap, TextArea, TextField, useDraft } from "../../ui/Field";
import { FormSubmit } from "../../ui/FormSubmit";
import { BusChoices } from "../booking/booking.documents";
import { useSave } from "./useSave";
import styled from "styled-components";
import { FieldGrid } from "../../ui/Layout";

const RateCards = graphql(`
  query RateCards {
    rateCards {
      card {
        id
        name
        busId
        seatsFrom
        seatsTo
      }
      current {
        effectiveFrom
        perKm
        minKmPerDay
        driverAllowance
        nightHalt
        gstRate
      }
      versions {
        id
        effectiveFrom
      }
    }
  }
`);
const SaveRateCard = graphql(`
  mutation SaveRateCard($input: RateCardInput!) {
    saveRateCard(input: $input) {
      card {
        id
      }
    }
  }
`);

const Title = styled.h3`
  margin-top: 2rem;
`;

/** Settings → Rates: each card's rates in force, and a form saving a card's rates as a version from a day on. */
export function RateCardsForm() {
  const { t } = useTranslation();
  const cards = useQuery(RateCards);
  const buses = useQuery(BusChoices);
  const { draft, field } = useDraft({
    busId: "",
    name: "",
    effectiveFrom: "",
    perKm: "",
    minKmPerDay: "",
    driverAllowance: "",
    nightHalt: "",
    gstRate: "5",
    inclusions: "",
    exclusions: "",
  });
  const { save, loading, error } = useSave(SaveRateCard, t("admin.rates.saved"), { refetchQueries: ["RateCards"] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const existing = cards.data?.rateCards.find((c) => c.card.busId === draft.busId);
    const bus = buses.data?.buses.find((b) => b.id === draft.busId);
    return save({
      input: {
        id: existing?.card.id ?? null,
        name: draft.name || bus?.name || "",
        busId: draft.busId || null,
        effectiveFrom: draft.effectiveFrom || null,
        ...{ perKm: draft.perKm, driverAllowance: draft.driverAllowance, nightHalt: draft.nightHalt },
        minKmPerDay: Number(draft.minKmPerDay),
        gstRate: Number(draft.gstRate),
        ...{ inclusions: draft.inclusions, exclusions: draft.exclusions },
      },
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="rates-title">
      <Title id="rates-title">{t("admin.rates.title")}</Title>
      <table>
        <tbody>
          {cards.data?.rateCards.map(({ card, current, versions }) => (
            <tr key={card.id}>
              <th>{card.name}</th>
              <td>
                {t("admin.rates.summary", {
                  ...current,
                  perKm: groupedRupees(paiseOfText(current.perKm)),
                  driverAllowance: groupedRupees(paiseOfText(current.driverAllowance)),
                  nightHalt: groupedRupees(paiseOfText(current.nightHalt)),
                  versions: versions.length,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldGrid $min="180px">
        <FieldWrap>
          <label htmlFor="rate-bus">{t("admin.rates.bus")}</label>
          <select id="rate-bus" {...field("busId")}>
            <option value="">—</option>
            {buses.data?.buses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </FieldWrap>
        <TextField label={t("admin.rates.effectiveFrom")} type="date" {...field("effectiveFrom")} />
        <TextField label={t("admin.rates.perKm")} inputMode="decimal" {...field("perKm")} />
        <TextField label={t("admin.rates.minKm")} inputMode="numeric" {...field("minKmPerDay")} />
        <TextField label={t("admin.rates.driver")} inputMode="decimal" {...field("driverAllowance")} />
        <TextField label={t("admin.rates.nightHalt")} inputMode="decimal" {...field("nightHalt")} />
        <FieldWrap>
          <label htmlFor="rate-gst">{t("admin.rates.gst")}</label>
          <select id="rate-gst" {...field("gstRate")}>
            <option value="5">5 %</option>
            <option value="12">12 %</option>
          </select>
        </FieldWrap>
      </FieldGrid>
      <TextArea label={t("admin.rates.inclusions")} {...field("inclusions")} />
      <TextArea label={t("admin.rates.exclusions")} {...field("exclusions")} />
      <FormSubmit error={error} disabled={loading}>
        {t("admin.rates.save")}
      </FormSubmit>
    </form>
  );
}
