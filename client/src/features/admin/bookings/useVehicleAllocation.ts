import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { useTranslation } from "../../../i18n";
import { useAttempt } from "../../../ui/formState";
import { toast } from "../../../ui/toast";
import { useDocumentOverride } from "./DocumentOverride";
import { draftOf, inputOf, type Vehicle, type VehicleDraft } from "./vehicle-draft";
import { AllocateVehicles } from "./vehicles.documents";

/**
 * The vehicles staff are allocating on a booking's View: the saved ones until something changes, then the
 * drafts (add one, remove one but the first, change one's seats, bus or vendor cost), and Save, one
 * `allocateVehicles` call with the whole list. A refusal stays as `error` (the server's message); a bus whose
 * documents lapse before the trip may go anyway with the owner's written reason (`overrideDialog`).
 */
export function useVehicleAllocation(bookingId: string, saved: readonly Vehicle[]) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<VehicleDraft[] | null>(null);
  const rows = draft ?? saved.map(draftOf);
  const added = useRef(0);
  // The panel's list reads the saved vehicles again (the View's history too) before the drafts are dropped.
  const [allocate, { loading }] = useMutation(AllocateVehicles, {
    refetchQueries: ["BookingVehicles", "AdminBookingHistory"],
    awaitRefetchQueries: true,
  });
  const { error, setError, attempt } = useAttempt(t("admin.vehicles.failed"));
  const override = useDocumentOverride();

  const add = () =>
    setDraft([
      ...rows,
      { key: `new-${(added.current += 1)}`, id: null, seats: rows[0]?.seats ?? "", busId: "", vendorCost: "" },
    ]);
  const remove = (index: number) => setDraft(rows.filter((_, i) => i !== index || i === 0));
  const change = (index: number, patch: Partial<VehicleDraft>) =>
    setDraft(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  /** Sends the list; `vendorBus` says which chosen buses are a vendor's (their cost goes with them). */
  const save = (vendorBus: (busId: string) => boolean) =>
    attempt(async () => {
      const vehicles = rows.map((r) => inputOf(r, vendorBus(r.busId)));
      const send = (overrideReason?: string) =>
        allocate({ variables: { bookingId, vehicles, ...(overrideReason && { overrideReason }) } });
      try {
        await send();
      } catch (err) {
        const reason = await override.ask(err, t("admin.vehicles.overridePrompt"));
        if (!reason) throw err;
        setError(null);
        await send(reason);
      }
      setDraft(null);
      toast.success(t("admin.vehicles.saved"));
    });

  return { rows, add, remove, change, save, loading, error, overrideDialog: override.dialog };
}
