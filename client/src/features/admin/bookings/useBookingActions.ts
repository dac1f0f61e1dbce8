import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "../../../i18n";
import type { BookingStatus } from "../../../gql/graphql";
import { toast } from "../../../ui/toast";
import { DeleteBooking, SetStatus } from "./bookings.documents";
import type { BookingRowData } from "./BookingRow";
import { useDocumentOverride } from "./DocumentOverride";

/**
 * Status changes and deletion, with the specification's fallbacks. A changed booking comes back in
 * the mutation's answer and the cache updates every list that shows it; a deleted one is evicted.
 */
export function useBookingActions() {
  const { t } = useTranslation();
  const override = useDocumentOverride();
  const [setStatus] = useMutation(SetStatus);
  const [remove] = useMutation(DeleteBooking);
  const [rowError, setRowError] = useState<string | null>(null);

  const change = async (b: BookingRowData, status: BookingStatus, overrideReason?: string) => {
    setRowError(null);
    try {
      await setStatus({ variables: { id: b.id, status, overrideReason } });
    } catch (e) {
      const msg = (e as Error).message || t("admin.bookings.updateFailed");
      setRowError(msg);
      toast.error(msg);
      // A lapsed vehicle document: the owner (documents.override) may confirm anyway with a written reason
      // (kept in the history); anyone else reads the refusal only.
      const reason = overrideReason ? null : await override.ask(e, t("admin.documents.overridePrompt"));
      if (reason) await change(b, status, reason);
    }
  };
  const del = async (b: BookingRowData) => {
    if (!window.confirm(t("admin.bookings.confirmDelete"))) return;
    try {
      await remove({
        variables: { id: b.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: "Booking", id: b.id }) });
          cache.gc();
        },
      });
    } catch {
      toast.error(t("admin.bookings.deleteFailed"));
    }
  };
  /** `overrideDialog`: the owner's reason for confirming despite a lapsed document; render it beside the rows. */
  return { change, del, rowError, overrideDialog: override.dialog };
}
