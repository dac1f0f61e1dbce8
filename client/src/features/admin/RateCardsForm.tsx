import { useQuery } from "@apollo/client/react";
import type { FormEvent } from "react";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { FieldWrap, TextArea, TextField } from "../../ui/Field";
import { useDraft } from "../../ui/formState";
import { FormSubmit } from "../../ui/FormSubmit";
import { BusChoices } from "../booking/booking.documents";
import { useSave } from "./useSave";
import styled from "styled-components";
import { FieldGrid, Hint } from "../../ui/Layout";
import { RateCardsList } from "./RateCardsList";

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
    seatsFrom: "",
    seatsTo: "",
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
    // A bus's card, or the card of the same band of seats: saving adds a version to it.
    const band = { from: draft.busId ? null : Number(draft.seatsFrom), to: draft.busId ? null : Number(draft.seatsTo) };
    const existing = cards.data?.rateCards.find((c) =>
      draft.busId
        ? c.card.busId === draft.busId
        : !c.card.busId && c.card.seatsFrom === band.from && c.card.seatsTo === band.to,
    );
    const bus = buses.data?.buses.find((b) => b.id === draft.busId);
    const bandName = t("admin.rates.scope", { from: draft.seatsFrom, to: draft.seatsTo });
    return save({
      input: {
        id: existing?.card.id ?? null,
        name: draft.name || (draft.busId ? bus?.name : bandName) || "",
        busId: draft.busId || null,
        seatsFrom: draft.busId || draft.seatsFrom === "" ? null : band.from,
        seatsTo: draft.busId || draft.seatsTo === "" ? null : band.to,
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
      <RateCardsList
        cards={cards.data?.rateCards ?? []}
        busName={(id) => buses.data?.buses.find((b) => b.id === id)?.name ?? null}
      />
      <Hint>{t("admin.rates.scopeHint")}</Hint>
      <FieldGrid $min="180px">
        <FieldWrap>
          <label htmlFor="rate-bus">{t("admin.rates.bus")}</label>
          <select id="rate-bus" {...field("busId")}>
            <option value="">{t("admin.rates.band")}</option>
            {buses.data?.buses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </FieldWrap>
        {!draft.busId && (
          <>
            <TextField label={t("admin.rates.seatsFrom")} inputMode="numeric" {...field("seatsFrom")} />
            <TextField label={t("admin.rates.seatsTo")} inputMode="numeric" {...field("seatsTo")} />
          </>
        )}
        <TextField label={t("admin.rates.name")} {...field("name")} />
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
