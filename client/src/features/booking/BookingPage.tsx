import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "../../ui/toast";
import { useTranslation } from "../../app/i18n";
import { useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { saveSession, useSession } from "../../app/session";
import { urls } from "../../app/urls";
import { bookingInfo } from "../../content/site";
import { graphql } from "../../gql";
import { Button } from "../../ui/Button";
import { ErrorText, FieldWrap, TextArea, TextField } from "../../ui/Field";
import { Card, Container, PageHero, Section } from "../../ui/Layout";
import { PlaceInput } from "./PlaceInput";

const BusChoices = graphql(`
  query BusChoices {
    buses { id name capacity status }
  }
`);
const Me = graphql(`
  query BookingPrefill {
    me { id name email mobileNo }
  }
`);
export const CreateBooking = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking { id status distance }
      auth { token refreshToken role username name userId }
    }
  }
`);

export interface BookingForm {
  pickupLocation: string;
  destination: string;
  departureDate: string;
  days: string;
  busId: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
}
const empty: BookingForm = { pickupLocation: "", destination: "", departureDate: "", days: "1", busId: "", name: "", email: "", phone: "", notes: "" };
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10);

/** Step 1 is valid when pickup, destination and date are filled, days >= 1 and a bus is chosen (spec section 5). */
export function step1Valid(v: BookingForm) {
  return v.pickupLocation.trim() !== "" && v.destination.trim() !== "" && v.departureDate !== "" && Number(v.days) >= 1 && Number.isInteger(Number(v.days)) && v.busId !== "";
}
export function step2Valid(v: BookingForm) {
  return v.name.trim() !== "" && v.email.trim() !== "" && v.phone.trim() !== "";
}

const Layout = styled.div`
  display: grid; gap: 2rem; grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr); align-items: start;
  @media (max-width: 900px) { grid-template-columns: 1fr; }
  .row { display: grid; gap: 0 1rem; grid-template-columns: 1fr 1fr; }
  @media (max-width: 600px) { .row { grid-template-columns: 1fr; } }
  .note { background: ${(p) => p.theme.color.sand}; border-left: 4px solid ${(p) => p.theme.color.saffron}; padding: 0.7rem 1rem; border-radius: 6px; }
  .actions { display: flex; gap: 0.75rem; justify-content: space-between; margin-top: 1rem; }
  aside ul { padding-left: 1.1rem; margin: 0; display: grid; gap: 0.4rem; }
`;
const Steps = styled.ol`
  display: flex; gap: 0.5rem; list-style: none; padding: 0; margin: 0 0 1.5rem; counter-reset: s;
  li { flex: 1; padding: 0.6rem 0.4rem; border-bottom: 4px solid ${(p) => p.theme.color.line}; font-weight: 600; color: ${(p) => p.theme.color.muted}; font-size: 0.95rem; }
  li[aria-current="step"] { border-color: ${(p) => p.theme.color.saffron}; color: ${(p) => p.theme.color.maroonDark}; }
  li.done { border-color: ${(p) => p.theme.color.maroon}; }
`;

export default function BookingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const [step, setStep] = useState<1 | 2>(1);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const buses = useQuery(BusChoices);
  const me = useQuery(Me, { skip: !session.token });
  const [create] = useMutation(CreateBooking);
  const { register, control, handleSubmit, watch, reset, setValue, getValues, formState } = useForm<BookingForm>({
    defaultValues: { ...empty, busId: params.get("bus") ?? "" },
    mode: "onChange",
  });
  const values = watch();

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
      const { data } = await create({
        variables: {
          input: {
            pickupLocation: v.pickupLocation.trim(), destination: v.destination.trim(), departureDate: v.departureDate, days: Number(v.days),
            busId: v.busId, name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim(), notes: v.notes.trim() || null,
          },
        },
      });
      const auth = data?.createBooking.auth;
      if (auth) saveSession(auth);
      toast.success(t("booking.success"));
      reset(empty);
      setStep(1);
      navigate(urls.dashboard);
    } catch (err) {
      // Nothing is lost from the form: the values stay.
      toast.error(t("booking.submitError"));
      setSubmitError((err as Error).message || null);
    }
  };

  const stepNames = [t("booking.step1"), t("booking.step2"), t("booking.step3")];
  return (
    <>
      <PageHero title={t("booking.title")} lead={t("booking.subtitle")} />
      <Section>
        <Container>
          <Layout>
            <Card style={{ padding: "1.5rem" }}>
              <Steps aria-label={t("booking.steps")}>
                {stepNames.map((s, i) => (
                  <li key={s} aria-current={step === i + 1 ? "step" : undefined} className={i + 1 < step ? "done" : undefined}>{i + 1}. {s}</li>
                ))}
              </Steps>
              <form onSubmit={handleSubmit(onSubmit)} noValidate>
                {step === 1 && (
                  <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend className="visually-hidden">{t("booking.step1")}</legend>
                    <Controller name="pickupLocation" control={control} render={({ field }) => <PlaceInput label={t("booking.pickup")} {...field} />} />
                    <Controller name="destination" control={control} render={({ field }) => <PlaceInput label={t("booking.destination")} {...field} />} />
                    <div className="row">
                      <TextField label={t("booking.departureDate")} type="date" min={today()} {...register("departureDate")} />
                      <TextField label={t("booking.days")} type="number" min={1} step={1} inputMode="numeric" {...register("days")} />
                    </div>
                    <FieldWrap>
                      <label htmlFor="busId">{t("booking.bus")}</label>
                      <Controller name="busId" control={control} render={({ field }) => (
                        <select id="busId" {...field}>
                          <option value="">{t("booking.chooseBus")}</option>
                          {buses.data?.buses.map((b) => (
                            <option key={b.id} value={b.id}>{b.name} — {t("common.seater", { count: b.capacity })}</option>
                          ))}
                        </select>
                      )} />
                    </FieldWrap>
                    <p className="note">{t("booking.arrival")}</p>
                    <div className="actions">
                      <span />
                      <Button type="button" disabled={!step1Valid(values)} onClick={() => setStep(2)}>{t("booking.continue")}</Button>
                    </div>
                  </fieldset>
                )}
                {step === 2 && (
                  <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend className="visually-hidden">{t("booking.step2")}</legend>
                    <TextField label={t("booking.name")} autoComplete="name" {...register("name")} />
                    <TextField label={t("booking.email")} type="email" autoComplete="email" {...register("email")} />
                    <TextField label={t("booking.phone")} type="tel" autoComplete="tel" {...register("phone")} />
                    <TextArea label={t("booking.notes")} {...register("notes")} />
                    {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
                    <div className="actions">
                      <Button type="button" $variant="secondary" onClick={() => setStep(1)}>{t("booking.back")}</Button>
                      <Button type="submit" disabled={!step2Valid(values) || formState.isSubmitting}>
                        {formState.isSubmitting ? t("booking.submitting") : t("booking.submit")}
                      </Button>
                    </div>
                  </fieldset>
                )}
              </form>
            </Card>
            <aside style={{ display: "grid", gap: "1.25rem" }}>
              <Card style={{ padding: "1.4rem" }}>
                <h2 style={{ fontSize: "1.3rem" }}>{t("booking.infoTitle")}</h2>
                <ul>{bookingInfo.info.map((i) => <li key={i}>{i}</li>)}</ul>
              </Card>
              <Card style={{ padding: "1.4rem" }}>
                <h2 style={{ fontSize: "1.3rem" }}>{t("booking.whyTitle")}</h2>
                <ul>{bookingInfo.why.map((i) => <li key={i}>{i}</li>)}</ul>
              </Card>
            </aside>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
