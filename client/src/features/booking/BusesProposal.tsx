import styled from "styled-components";
import { useTranslation, type Translate } from "../../i18n";
import { Button } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";
import { MAX_BUSES, busCount, busesNeeded, tooManyForBus, type BookingForm } from "./wizard";

interface Bus {
  name: string;
  capacity: number;
}
type Group = Pick<BookingForm, "passengers" | "buses">;

/** Why the chosen buses cannot take the group: one bus ("Mini seats 26 passengers, fewer than your 30. …") or several. */
export function seatsShort(t: Translate, bus: Bus, v: Group): string {
  const count = busCount(v) ?? 1;
  const passengers = v.passengers;
  return count === 1
    ? t("booking.tooManyForBus", { bus: bus.name, capacity: bus.capacity, passengers })
    : t("booking.tooManyForBuses", { count, bus: bus.name, seats: bus.capacity * count, passengers });
}

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0.25rem 0 0.5rem;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * Under the bus choice, when the group outnumbers the chosen buses' seats: why, and the combination that seats
 * it ("130 passengers need 3 × Volvo 45 (45 seats each)", "Use 3 buses"), counted here from the bus's seats;
 * past MAX_BUSES only the reason (a larger bus, or fewer passengers).
 */
export function BusesProposal({ bus, values, onUse }: { bus: Bus; values: Group; onUse: (buses: number) => void }) {
  const { t } = useTranslation();
  if (!tooManyForBus(values, bus.capacity)) return null;
  const passengers = Number(values.passengers);
  const needed = busesNeeded(passengers, bus.capacity);
  return (
    <>
      <ErrorText>{seatsShort(t, bus, values)}</ErrorText>
      {needed <= MAX_BUSES && (
        <Offer>
          <p>{t("booking.busesProposal", { passengers, count: needed, bus: bus.name, seats: bus.capacity })}</p>
          <Button type="button" $variant="secondary" onClick={() => onUse(needed)}>
            {t("booking.useBuses", { count: needed })}
          </Button>
        </Offer>
      )}
    </>
  );
}
