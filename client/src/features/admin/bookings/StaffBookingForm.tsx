import { Controller } from "react-hook-form";
import { todayInIndia } from "../../../app/calendar";
import { urls } from "../../../app/urls";
import { useTranslation } from "../../../i18n";
import { Button, LinkButton } from "../../../ui/Button";
import { ErrorText, TextArea, TextField } from "../../../ui/Field";
import { Cluster, FieldGrid } from "../../../ui/Layout";
import { Panel } from "../../../ui/Panel";
import { BusSelect } from "../../booking/BusSelect";
import { BusCountField } from "../../booking/BusCountField";
import { PlaceInput } from "../../booking/PlaceInput";
import { step1Valid } from "../../booking/wizard";
import { CustomerPicker } from "./CustomerPicker";
import { useStaffBooking } from "./useStaffBooking";

/**
 * /admin/bookings/new: staff enter a booking for a customer who called or walked in. The wizard's trip fields
 * (place suggestions, the bus choice with its availability); the server checks every rule with its messages.
 */
export function StaffBookingForm() {
  const { t } = useTranslation();
  const { form, values, customer, choose, error, buses, onSubmit } = useStaffBooking();
  const { register, control, handleSubmit, formState } = form;
  const ready = step1Valid(values) && values.name.trim() !== "" && values.phone.trim() !== "";
  return (
    <Panel>
      <h2>{t("admin.staffBooking.title")}</h2>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("admin.staffBooking.title")}>
        <CustomerPicker register={register} customer={customer} onChoose={choose} />
        <section aria-labelledby="staff-booking-trip">
          <h3 id="staff-booking-trip">{t("admin.staffBooking.trip")}</h3>
          <FieldGrid $min="220px">
            <Controller
              name="pickupLocation"
              control={control}
              render={({ field }) => <PlaceInput label={t("booking.pickup")} {...field} />}
            />
            <Controller
              name="destination"
              control={control}
              render={({ field }) => <PlaceInput label={t("booking.destination")} {...field} />}
            />
            <TextField
              label={t("booking.departureDate")}
              type="date"
              min={todayInIndia()}
              {...register("departureDate")}
            />
            <TextField label={t("booking.days")} type="number" min={1} inputMode="numeric" {...register("days")} />
            <TextField
              label={t("desk.passengers")}
              type="number"
              min={1}
              inputMode="numeric"
              {...register("passengers")}
            />
            <BusCountField register={register} values={values} />
            <Controller
              name="busId"
              control={control}
              render={({ field }) => (
                <BusSelect
                  {...field}
                  buses={buses}
                  departureDate={values.departureDate}
                  days={values.days}
                  passengers={values.passengers}
                  count={values.buses}
                  onUseBuses={(n) => form.setValue("buses", String(n), { shouldValidate: true })}
                />
              )}
            />
          </FieldGrid>
          <TextArea label={t("booking.notes")} {...register("notes")} />
        </section>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Cluster $gap="0.75rem">
          <Button type="submit" disabled={!ready || formState.isSubmitting}>
            {formState.isSubmitting ? t("booking.submitting") : t("admin.staffBooking.submit")}
          </Button>
          <LinkButton to={urls.admin.bookings} $variant="secondary">
            {t("admin.staffBooking.cancel")}
          </LinkButton>
        </Cluster>
      </form>
    </Panel>
  );
}
