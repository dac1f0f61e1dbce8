import { useState } from "react";
import { Controller, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { ErrorText, TextField } from "../../ui/Field";
import { BusSelect } from "./BusSelect";
import { BusCountField } from "./BusCountField";
import { seatsShort } from "./BusesProposal";
import { PlaceInput } from "./PlaceInput";
import { TripStops } from "./TripStops";
import { todayInIndia } from "../../app/calendar";
import { step1Valid, tooManyForBus, type BookingForm } from "./wizard";
import { Step } from "./BookingPage.styles";

type Buses = Parameters<typeof BusSelect>[0]["buses"];

/** Step 1 of the wizard: where, when, how many (passengers, buses), and which bus. */
export function TravelStep(props: {
  control: Control<BookingForm>;
  register: UseFormRegister<BookingForm>;
  values: BookingForm;
  buses: Buses;
  /** Sets the number of buses (the proposal's "Use 3 buses"). */
  onUseBuses: (count: number) => void;
  onContinue: () => void;
}) {
  const { control, register, values, buses, onUseBuses, onContinue } = props;
  const { t } = useTranslation();
  const chosen = buses.find((b) => b.id === values.busId);
  const valid = step1Valid(values, chosen?.capacity);
  // Continue refuses a group the chosen bus cannot seat, and says why beside the button.
  const [tried, setTried] = useState(false);
  const tooMany = chosen && tooManyForBus(values, chosen.capacity);
  return (
    <Step>
      <legend className="visually-hidden">{t("booking.step1")}</legend>
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
      <TripStops control={control} register={register} />
      <div className="row">
        <TextField label={t("booking.departureDate")} type="date" min={todayInIndia()} {...register("departureDate")} />
        <TextField label={t("booking.days")} type="number" min={1} step={1} inputMode="numeric" {...register("days")} />
      </div>
      <div className="row">
        <TextField
          label={t("desk.passengers")}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          required
          {...register("passengers")}
        />
        <BusCountField register={register} values={values} />
      </div>
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
            onUseBuses={onUseBuses}
          />
        )}
      />
      <p className="note">{t("booking.arrival")}</p>
      <div className="actions">
        <span />
        {/* aria-disabled, not disabled: a tap before the page has taken over what was typed is kept
            (client/capture.inline.js) and counts once it has; a disabled button would swallow it. */}
        <Button type="button" aria-disabled={!valid} onClick={() => (valid ? onContinue() : setTried(true))}>
          {t("booking.continue")}
        </Button>
      </div>
      {tried && tooMany && <ErrorText role="alert">{seatsShort(t, chosen, values)}</ErrorText>}
    </Step>
  );
}
