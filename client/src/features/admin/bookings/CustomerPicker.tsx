import { useLazyQuery } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import { Cluster, FieldGrid, Hint, PlainList } from "../../../ui/Layout";
import type { BookingForm } from "../../booking/wizard";
import { FindCustomers } from "./staffBooking.documents";
import type { FoundCustomer } from "./useStaffBooking";

/** The search field and its button on one line, the button level with the field. */
const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 24rem) auto;
  align-items: end;
  gap: 0.75rem;
  margin-bottom: 1rem;
  > * {
    margin-bottom: 0;
  }
`;

/**
 * Who the booking is for: staff search the customers by phone or e-mail and pick one, or enter a new customer
 * (name and phone; the e-mail is optional for a phone enquiry).
 */
export function CustomerPicker(props: {
  register: UseFormRegister<BookingForm>;
  customer: FoundCustomer | null;
  onChoose: (c: FoundCustomer | null) => void;
}) {
  const { register, customer, onChoose } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [find, found] = useLazyQuery(FindCustomers, { fetchPolicy: "network-only" });
  const lookUp = (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (search.trim()) void find({ variables: { search: search.trim() } });
  };
  if (customer)
    return (
      <section aria-labelledby="staff-booking-customer">
        <h3 id="staff-booking-customer">{t("admin.staffBooking.customer")}</h3>
        <Cluster $gap="0.75rem" $align="center">
          <p>
            {t("admin.staffBooking.bookingFor")} <strong>{customer.name}</strong> · {customer.mobileNo}
            {customer.email && ` · ${customer.email}`}
          </p>
          <Button type="button" $variant="secondary" onClick={() => onChoose(null)}>
            {t("admin.staffBooking.change")}
          </Button>
        </Cluster>
      </section>
    );
  const results = found.data?.customers ?? [];
  return (
    <section aria-labelledby="staff-booking-customer">
      <h3 id="staff-booking-customer">{t("admin.staffBooking.customer")}</h3>
      <SearchRow>
        <TextField
          label={t("admin.staffBooking.search")}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") lookUp(e);
          }}
        />
        <Button type="button" $variant="secondary" onClick={lookUp}>
          {t("admin.staffBooking.find")}
        </Button>
      </SearchRow>
      {found.called && !found.loading && (
        <PlainList $gap="0.5rem" $margin="0.75rem 0" aria-label={t("admin.staffBooking.results")}>
          {results.length === 0 && <li>{t("admin.staffBooking.noneFound")}</li>}
          {results.slice(0, 8).map((c) => (
            <li key={c.id}>
              <Cluster $gap="0.75rem" $align="center">
                <span>
                  <strong>{c.name}</strong> · {c.mobileNo || "—"} · {c.email || t("admin.staffBooking.noEmail")}
                </span>
                <Button type="button" onClick={() => onChoose(c)}>
                  {t("admin.staffBooking.bookFor", { name: c.name })}
                </Button>
              </Cluster>
            </li>
          ))}
        </PlainList>
      )}
      <h4>{t("admin.staffBooking.newCustomer")}</h4>
      <Hint>{t("admin.staffBooking.newCustomerHelp")}</Hint>
      <FieldGrid $min="200px">
        <TextField label={t("booking.name")} autoComplete="off" {...register("name")} />
        <TextField label={t("booking.phone")} type="tel" autoComplete="off" {...register("phone")} />
        <TextField
          label={t("admin.staffBooking.emailOptional")}
          type="email"
          autoComplete="off"
          {...register("email")}
        />
      </FieldGrid>
    </section>
  );
}
