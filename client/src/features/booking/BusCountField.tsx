import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/Field";
import { MAX_BUSES, busCount, type BookingForm } from "./wizard";

/** "Number of buses": how many buses like the chosen one the group needs, 1 to MAX_BUSES (beside the passengers). */
export function BusCountField({
  register,
  values,
}: {
  register: UseFormRegister<BookingForm>;
  values: Pick<BookingForm, "buses">;
}) {
  const { t } = useTranslation();
  const wrong = values.buses !== "" && busCount(values) === null;
  return (
    <TextField
      label={t("booking.buses")}
      type="number"
      min={1}
      max={MAX_BUSES}
      step={1}
      inputMode="numeric"
      error={wrong ? t("booking.busesRange", { max: MAX_BUSES }) : undefined}
      {...register("buses")}
    />
  );
}
