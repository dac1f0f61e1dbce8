import { Controller, useFieldArray, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { CheckRow, FieldWrap, TextField } from "../../ui/Field";
import { PlaceInput } from "./PlaceInput";
import { TRIP_TYPES, type BookingForm } from "./wizard";

/**
 * The trip plan, beyond one destination: "Add a stop" adds stops after the destination (each with its day
 * and whether the bus halts there for the night), and the trip type. The simple case shows only the button.
 */
export function TripStops(props: { control: Control<BookingForm>; register: UseFormRegister<BookingForm> }) {
  const { control, register } = props;
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: "stops" });
  return (
    <div className="trip-plan">
      {fields.length > 0 && (
        <>
          <CheckRow>
            <input type="checkbox" {...register("destinationNightHalt")} />
            {t("booking.nightHaltAtDestination")}
          </CheckRow>
          {fields.map((stop, i) => (
            <div key={stop.id} className="stop">
              <Controller
                name={`stops.${i}.place`}
                control={control}
                render={({ field }) => <PlaceInput label={t("booking.stopNumber", { number: i + 2 })} {...field} />}
              />
              <div className="row">
                <TextField
                  label={t("booking.stopDay")}
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  {...register(`stops.${i}.day`)}
                />
                <CheckRow>
                  <input type="checkbox" {...register(`stops.${i}.nightHalt`)} />
                  {t("booking.nightHalt")}
                </CheckRow>
              </div>
              <Button type="button" $variant="secondary" onClick={() => remove(i)}>
                {t("booking.removeStop", { number: i + 2 })}
              </Button>
            </div>
          ))}
          <FieldWrap>
            <label htmlFor="tripType">{t("booking.tripType")}</label>
            <select id="tripType" {...register("tripType")}>
              {TRIP_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`booking.tripTypes.${type}`)}
                </option>
              ))}
            </select>
          </FieldWrap>
        </>
      )}
      {fields.length < 9 && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => append({ place: "", day: String(fields.length + 2), nightHalt: false })}
        >
          {t("booking.addStop")}
        </Button>
      )}
    </div>
  );
}
