import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { serverMessage } from "../../../app/errors";
import { urls } from "../../../app/urls";
import { useTranslation } from "../../../i18n";
import { toast } from "../../../ui/toast";
import { BusChoices } from "../../booking/booking.documents";
import { bookingInput, emptyBooking, type BookingForm } from "../../booking/wizard";
import { CreateBookingForCustomer } from "./staffBooking.documents";

/** A customer staff found by phone or e-mail. */
export interface FoundCustomer {
  id: string;
  name: string;
  email: string;
  mobileNo: string;
}

/**
 * Staff's booking form for a customer: the wizard's fields (react-hook-form, the wizard's values and input),
 * the customer found (or a new one: name and phone, e-mail optional). On success staff land on the new
 * booking's View in the admin list, at its quote builder.
 */
export function useStaffBooking() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<FoundCustomer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buses = useQuery(BusChoices);
  const [create] = useMutation(CreateBookingForCustomer);
  const form = useForm<BookingForm>({ defaultValues: emptyBooking, mode: "onChange" });
  const values = form.watch();

  const choose = (c: FoundCustomer | null) => {
    setCustomer(c);
    form.setValue("name", c?.name ?? "");
    form.setValue("email", c?.email ?? "");
    form.setValue("phone", c?.mobileNo ?? "");
  };

  const onSubmit = async (v: BookingForm) => {
    setError(null);
    // A new customer reads their e-mails in English until they choose (the admin works in English).
    const { email, ...rest } = bookingInput(v, "en");
    try {
      const { data } = await create({
        variables: { input: { ...rest, email: email || null, customerId: customer?.id ?? null } },
      });
      const booking = data?.createBookingForCustomer;
      if (!booking) return;
      toast.success(t("admin.staffBooking.created", { ref: booking.reference }));
      navigate(urls.admin.booking(booking.id, true));
    } catch (err) {
      setError(serverMessage(err, t("admin.staffBooking.failed")));
    }
  };

  return { form, values, customer, choose, error, buses: buses.data?.buses ?? [], onSubmit };
}
