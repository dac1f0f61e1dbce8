import { useMutation } from "@apollo/client/react";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n";
import type { BillingFieldsFragment } from "../../gql/graphql";
import { CheckRow, FieldHint, TextField } from "../../ui/Field";
import { useAttempt, useDraft } from "../../ui/formState";
import { FormSubmit } from "../../ui/FormSubmit";
import { toast } from "../../ui/toast";
import { SaveBillingDetails } from "./invoice.documents";
import { Hint } from "../../ui/Layout";
import styled from "styled-components";

/** The body-corporate box's hint, under its words (past the 20 px box and the row's gap), clear of the button. */
const BoxHint = styled(FieldHint)`
  margin: 0 0 1rem calc(20px + 0.55rem);
`;

/**
 * The billing details form (the customer's booking detail and staff's View): name, address, an optional
 * GSTIN (validated on the server), business or individual, and, with a GSTIN, whether the customer is a body
 * corporate (a company or an LLP: on the operator's 5 % scheme it then pays the tax on reverse charge; the server
 * decides, and reads a company from its GSTIN itself). `ns` picks the texts: the customer's (`billing`, English
 * and Hindi) or staff's (`admin.tax`).
 */
export function BillingForm({
  bookingId,
  billing,
  ns,
}: {
  bookingId: string;
  billing: BillingFieldsFragment | null | undefined;
  ns: "billing" | "admin.tax";
}) {
  const { t } = useTranslation();
  const [send, { loading }] = useMutation(SaveBillingDetails, { refetchQueries: ["BookingInvoices"] });
  const { error, attempt } = useAttempt(t(`${ns}.saveFailed`));
  const { draft, set, field } = useDraft(
    { name: "", address: "", gstin: "", business: "", bodyCorporate: "" },
    billing && {
      name: billing.name,
      address: billing.address,
      gstin: billing.gstin ?? "",
      business: billing.business ? "yes" : "",
      bodyCorporate: billing.bodyCorporate ? "yes" : "",
    },
  );
  // Only a registered customer can be a body corporate here (the server keeps it false without a GSTIN).
  const registered = draft.gstin.trim() !== "";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return attempt(async () => {
      await send({
        variables: {
          bookingId,
          input: {
            name: draft.name,
            address: draft.address || null,
            gstin: draft.gstin || null,
            business: draft.business === "yes",
            bodyCorporate: registered && draft.bodyCorporate === "yes",
          },
        },
      });
      toast.success(t(`${ns}.saved`));
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`billing-title-${ns}`}>
      <h3 id={`billing-title-${ns}`}>{t(`${ns}.billingTitle`)}</h3>
      <Hint>{t(`${ns}.billingHelp`)}</Hint>
      <TextField label={t(`${ns}.billingName`)} {...field("name")} autoComplete="organization" required />
      <TextField label={t(`${ns}.billingAddress`)} {...field("address")} autoComplete="street-address" />
      <TextField
        label={t(`${ns}.customerGstin`)}
        {...field("gstin")}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <CheckRow>
        <input
          type="checkbox"
          checked={draft.business === "yes" || registered}
          disabled={registered}
          onChange={(e) => set("business", e.target.checked ? "yes" : "")}
        />
        {t(`${ns}.business`)}
      </CheckRow>
      <CheckRow>
        <input
          type="checkbox"
          checked={registered && draft.bodyCorporate === "yes"}
          disabled={!registered}
          aria-describedby={`body-corporate-hint-${ns}`}
          onChange={(e) => set("bodyCorporate", e.target.checked ? "yes" : "")}
        />
        {t(`${ns}.bodyCorporate`)}
      </CheckRow>
      <BoxHint id={`body-corporate-hint-${ns}`}>{t(`${ns}.bodyCorporateHint`)}</BoxHint>
      <FormSubmit error={error} disabled={loading}>
        {t(`${ns}.saveBilling`)}
      </FormSubmit>
    </form>
  );
}
