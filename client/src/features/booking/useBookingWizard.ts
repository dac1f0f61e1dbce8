import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { serverMessage } from "../../app/errors";
import { saveSession, useSession } from "../../app/session";
import { urls } from "../../app/urls";
import { useTranslation } from "../../i18n";
import { toast } from "../../ui/toast";
import { BusChoices, CreateBooking, Me } from "./booking.documents";
import { bookingInput, emptyBooking, type BookingForm } from "./wizard";

/** The booking wizard's state: the form (bus from ?bus=, contact prefilled from the signed-in user), the step, and submission. */
export function useBookingWizard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const [step, setStep] = useState<1 | 2>(1);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const buses = useQuery(BusChoices);
  const me = useQuery(Me, { skip: !session.token });
  const [create] = useMutation(CreateBooking);
  const form = useForm<BookingForm>({
    defaultValues: { ...emptyBooking, busId: params.get("bus") ?? "" },
    mode: "onChange",
  });
  const { reset, setValue, getValues } = form;
  const values = form.watch();

  // Staff book for a customer in the admin (never as themselves): the wizard sends them there.
  useEffect(() => {
    if (session.role === "admin") navigate(urls.admin.newBooking, { replace: true });
  }, [session.role, navigate]);
  useEffect(() => {
    if (buses.error) toast.error(t("booking.busesError"), { id: "buses-error" });
  }, [buses.error, t]);
  useEffect(() => {
    const u = me.data?.me;
    if (!u) return;
    if (!getValues("name")) setValue("name", u.name);
    if (!getValues("email")) setValue("email", u.email);
    if (!getValues("phone")) setValue("phone", u.mobileNo);
  }, [me.data, getValues, setValue]);

  const onSubmit = async (v: BookingForm) => {
    setSubmitError(null);
    try {
      const { data } = await create({ variables: { input: bookingInput(v, i18n.language) } });
      const auth = data?.createBooking.auth;
      if (auth) saveSession(auth);
      toast.success(t("booking.success"));
      // The wizard is left for the dashboard, which opens at its top: no step change here, whose scroll to the
      // wizard's first step could land after the dashboard's own scroll to the top.
      reset(emptyBooking);
      navigate(urls.dashboard);
    } catch (err) {
      // Nothing is lost from the form: the values stay. The server's reason stays beside the button.
      toast.error(t("booking.submitError"));
      setSubmitError(serverMessage(err, t("booking.submitError")));
    }
  };

  return { form, values, step, setStep, submitError, buses: buses.data?.buses ?? [], onSubmit };
}
