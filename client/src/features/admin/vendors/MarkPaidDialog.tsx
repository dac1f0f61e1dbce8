import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n";
import { Button } from "../../../ui/Button";
import { Dialog } from "../../../ui/Dialog";
import { ErrorText, FieldHint, TextField } from "../../../ui/Field";
import { Hint } from "../../../ui/Layout";
import { amountOf, useMarkPaid, type Payable } from "./useVendorPayables";

/** "Mark paid" for one hired-in vehicle: the payment's reference (bank, UPI, cheque) asked for, then sent once. */
export function MarkPaidDialog({ payable, onClose }: { payable: Payable | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={payable !== null}
      onClose={onClose}
      title={t("admin.vendors.payables.markTitle", { vendor: payable?.vendorName ?? "" })}
    >
      {payable && <MarkPaidForm key={payable.vehicleId} payable={payable} onDone={onClose} />}
    </Dialog>
  );
}

function MarkPaidForm({ payable: p, onDone }: { payable: Payable; onDone: () => void }) {
  const { t } = useTranslation();
  const [reference, setReference] = useState("");
  const { markPaid, error, loading } = useMarkPaid(p, onDone);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return markPaid(reference);
  };
  return (
    <form onSubmit={submit}>
      <Hint $flush>
        {t("admin.vendors.payables.markWhat", {
          amount: amountOf(p.vendorCost),
          bus: p.registrationNumber ?? p.busName,
          booking: p.bookingRef,
        })}
      </Hint>
      <TextField
        label={t("admin.vendors.payables.reference")}
        hint={<FieldHint>{t("admin.vendors.payables.referenceHint")}</FieldHint>}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        maxLength={100}
        required
        autoFocus
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" disabled={loading || !reference.trim()}>
        {t("admin.vendors.payables.markPaid")}
      </Button>
    </form>
  );
}
