import { useMutation, useQuery } from "@apollo/client/react";
import { useControls } from "../useControls";
import { formatDate, useTranslation } from "../../../i18n";
import { Dialog } from "../../../ui/Dialog";
import { PlainList } from "../../../ui/Layout";
import { toast } from "../../../ui/toast";
import { CandidateForm } from "./CandidateForm";
import { DispatchAssignDrivers, DispatchChangeBus, DispatchOptionsQuery } from "./dispatch.documents";
import type { Trip } from "./DispatchGrid";

/** The board and the lists follow each assignment; the booking's View (if open elsewhere) its history. */
const REFRESH = { refetchQueries: ["DispatchBoard", "DispatchOptions", "AdminBookingHistory"] };

/**
 * A trip's assignment from the board: its facts (no money), then its coach and its (main) driver, each chosen
 * among everyone with who is free and why not. The same mutations, rules and messages as the booking's View:
 * changing the coach needs bookings.assign, the driver drivers.write (a second driver stays as they are).
 */
export function DispatchAssign({ trip, onClose }: { trip: Trip | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { may } = useControls();
  const bookingId = trip?.bookingId ?? "";
  const { data } = useQuery(DispatchOptionsQuery, {
    variables: { bookingId },
    skip: !trip,
    fetchPolicy: "network-only",
  });
  const [changeBus] = useMutation(DispatchChangeBus, REFRESH);
  const [assignDrivers] = useMutation(DispatchAssignDrivers, REFRESH);
  const options = data?.dispatchOptions.bookingId === bookingId ? data.dispatchOptions : null;
  const second = trip?.driverIds[1];
  const name = (id: string) => options?.drivers.find((d) => d.id === id)?.name ?? "";
  const reference = trip?.reference ?? "";
  return (
    <Dialog open={!!trip} onClose={onClose} title={t("admin.dispatch.assignTitle", { reference })}>
      {trip && (
        <PlainList $gap="0.3rem">
          <li>
            <strong>{trip.customer}</strong> · {trip.route}
          </li>
          <li>
            {trip.days === 1
              ? formatDate(trip.departureDate)
              : t("admin.dispatch.when", { from: formatDate(trip.departureDate), to: formatDate(trip.returnDate) })}
            {trip.passengers ? ` · ${t("admin.dispatch.passengers", { count: trip.passengers })}` : ""}
            {trip.reportingTime ? ` · ${t("admin.dispatch.reporting", { time: trip.reportingTime })}` : ""}
          </li>
        </PlainList>
      )}
      {options && may("changeBus") && (
        <CandidateForm
          id={`dispatch-coach-${bookingId}`}
          label={t("admin.dispatch.coach")}
          submit={t("admin.dispatch.assignCoach")}
          overridePrompt={t("admin.busChange.overridePrompt")}
          candidates={options.coaches}
          assign={async (busId, overrideReason) => {
            const r = await changeBus({ variables: { id: bookingId, busId, overrideReason } });
            const bus = r.data?.changeBookingBus.bus?.name ?? "";
            toast.success(t("admin.dispatch.coachAssigned", { name: bus, reference }));
          }}
        />
      )}
      {options && may("assignDrivers") && (
        <>
          <CandidateForm
            id={`dispatch-driver-${bookingId}`}
            label={t("admin.dispatch.driver")}
            submit={t("admin.dispatch.assignDriver")}
            overridePrompt={t("admin.drivers.overridePrompt")}
            candidates={options.drivers}
            assign={async (driverId, overrideReason) => {
              const driverIds = [driverId, ...(second && second !== driverId ? [second] : [])];
              await assignDrivers({ variables: { bookingId, driverIds, overrideReason } });
              toast.success(t("admin.dispatch.driverAssigned", { name: name(driverId), reference }));
            }}
          />
          {second && <p>{t("admin.dispatch.second", { name: name(second) })}</p>}
        </>
      )}
    </Dialog>
  );
}
