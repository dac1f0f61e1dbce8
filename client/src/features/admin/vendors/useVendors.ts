import { useMutation, useQuery } from "@apollo/client/react";
import { serverMessage } from "../../../app/errors";
import type { AdminVendorFieldsFragment, VendorBusFieldsFragment } from "../../../gql/graphql";
import { useTranslation } from "../../../i18n";
import { useAttempt } from "../../../ui/formState";
import { toast } from "../../../ui/toast";
import { AddVendorBus, AdminVendors, DeleteVendor, RemoveVendorBus, UpdateVendorBus } from "./vendors.documents";

export type VendorData = AdminVendorFieldsFragment;
export type VendorBus = VendorBusFieldsFragment;

/** What a vendor's card does; an action left out is one the staff member may not use. */
export interface VendorActions {
  onEdit?: (v: VendorData) => void;
  onDelete?: (v: VendorData) => void;
  /** Opens a vendor's bus form: `bus` to change, null to add one. */
  onBus?: (v: VendorData, bus: VendorBus | null) => void;
  onRemoveBus?: (bus: VendorBus) => void;
  onDocuments: (bus: VendorBus) => void;
}

/** The query a change of a vendor or of its buses refreshes. */
export const vendorQueries = ["AdminVendors"];

/**
 * The Vendors screen's data: the vendors with their buses, and the two removals (each asked to be confirmed,
 * a refusal, such as a vendor that still has buses or a bus that filled a booking, told in a toast).
 */
export function useVendors() {
  const { t } = useTranslation();
  const { data, error } = useQuery(AdminVendors, { fetchPolicy: "cache-and-network" });
  const [deleteVendor] = useMutation(DeleteVendor, { refetchQueries: vendorQueries });
  const [removeBus] = useMutation(RemoveVendorBus, { refetchQueries: vendorQueries });
  const confirmed = async (question: string, done: string, send: () => Promise<unknown>) => {
    if (!window.confirm(question)) return;
    try {
      await send();
      toast.success(done);
    } catch (e) {
      toast.error(serverMessage(e, t("admin.vendors.failed")));
    }
  };
  return {
    vendors: data?.vendors,
    error,
    removeVendor: (v: VendorData) =>
      confirmed(t("admin.vendors.confirmDelete", { name: v.name }), t("admin.vendors.deleted", { name: v.name }), () =>
        deleteVendor({ variables: { id: v.id } }),
      ),
    removeBus: (b: VendorBus) =>
      confirmed(
        t("admin.vendors.bus.confirmRemove", { name: b.name }),
        t("admin.vendors.bus.removed", { name: b.name }),
        () => removeBus({ variables: { id: b.id } }),
      ),
  };
}

/** What a vendor's bus form sends: the registration, the seats, the type and the name (empty ones left out). */
interface VendorBusValues {
  registrationNumber: string;
  capacity: string;
  description: string;
  name: string;
}

/** A vendor's bus saved: `bus` changed, or a new one added to `vendorId`; a refusal stays in the form as `error`. */
export function useVendorBusSave(vendorId: string, bus: VendorBus | null, onDone: () => void) {
  const { t } = useTranslation();
  const [add] = useMutation(AddVendorBus, { refetchQueries: vendorQueries });
  const [update] = useMutation(UpdateVendorBus, { refetchQueries: vendorQueries });
  const { error, attempt } = useAttempt((e) => serverMessage(e, t("admin.vendors.failed")));
  const save = (values: VendorBusValues) => {
    const input = {
      registrationNumber: values.registrationNumber.trim(),
      capacity: Number(values.capacity),
      description: values.description.trim() || null,
      name: values.name.trim() || null,
    };
    return attempt(async () => {
      if (bus) await update({ variables: { id: bus.id, input } });
      else await add({ variables: { vendorId, input } });
      toast.success(t("admin.vendors.bus.saved", { name: input.name ?? input.registrationNumber }));
      onDone();
    });
  };
  return { error, save };
}
