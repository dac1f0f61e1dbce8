import { useMutation, useQuery } from "@apollo/client/react";
import { serverMessage } from "../../../app/errors";
import { formatPaise, paiseOfText } from "../../../app/money";
import type { AdminVendorPayablesQuery } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { useAttempt } from "../../../ui/formState";
import { toast } from "../../../ui/toast";
import { AdminVendorPayables, VendorPayablesMarkPaid } from "./vendors.documents";

export type Payables = AdminVendorPayablesQuery["vendorPayables"];
export type Payable = Payables["rows"][number];

/** An amount the API sends as exact rupee text ("18500.00"), as people read it; a dash where there is none. */
export const amountOf = (rupees: string | null | undefined): string =>
  rupees ? formatPaise(paiseOfText(rupees)) : "—";

/** What the vendors are owed: every hired-in vehicle (one vendor's, `vendorId`, or all; `unpaidOnly`) and the sums. */
export function useVendorPayables(vendorId: string, unpaidOnly: boolean) {
  const { data, error } = useQuery(AdminVendorPayables, {
    variables: { vendorId: vendorId || null, unpaidOnly },
    fetchPolicy: "cache-and-network",
  });
  return { payables: data?.vendorPayables, error };
}

/** Marks one vehicle's vendor paid with the payment's reference; a refusal stays in the form as `error`. */
export function useMarkPaid(payable: Payable | null, onDone: () => void) {
  const { t } = useTranslation();
  const [send, { loading }] = useMutation(VendorPayablesMarkPaid, { refetchQueries: ["AdminVendorPayables"] });
  const { error, attempt } = useAttempt((e) => serverMessage(e, t("admin.vendors.payables.failed")));
  const markPaid = (reference: string) =>
    attempt(async () => {
      if (!payable) return;
      await send({ variables: { vehicleId: payable.vehicleId, reference: reference.trim() } });
      toast.success(t("admin.vendors.payables.marked", { vendor: payable.vendorName, booking: payable.bookingRef }));
      onDone();
    });
  return { markPaid, error, loading };
}
