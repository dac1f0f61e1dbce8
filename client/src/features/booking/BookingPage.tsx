import { useEffect, useRef } from "react";
import { usePageMeta } from "../../app/head";
import { useTranslation } from "../../i18n";
import { Container, PageHero, Section } from "../../ui/Page";
import { PaddedCard } from "../../ui/Layout";
import { BookingInfo } from "./BookingInfo";
import { Layout } from "./BookingPage.styles";
import { PersonalStep } from "./PersonalStep";
import { StepList } from "./StepList";
import { TravelStep } from "./TravelStep";
import { useBookingWizard } from "./useBookingWizard";

/** Continue and Back show the new step from its top (the step list), not where the old step's button was. */
function useStepTop(step: number) {
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    top.current?.scrollIntoView?.({ block: "start" });
    top.current?.focus({ preventScroll: true });
  }, [step]);
  return top;
}

export default function BookingPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.booking.title"), description: t("meta.booking.description") });
  const { form, values, step, setStep, submitError, buses, onSubmit } = useBookingWizard();
  const { register, control, handleSubmit, formState } = form;
  const top = useStepTop(step);
  return (
    <>
      <PageHero title={t("booking.title")} lead={t("booking.subtitle")} />
      <Section>
        <Container>
          <Layout>
            <PaddedCard $pad="1.5rem" ref={top} tabIndex={-1} className="wizard">
              <StepList step={step} />
              <form onSubmit={handleSubmit(onSubmit)} noValidate>
                {step === 1 && (
                  <TravelStep
                    control={control}
                    register={register}
                    values={values}
                    buses={buses}
                    onUseBuses={(n) => form.setValue("buses", String(n), { shouldValidate: true })}
                    onContinue={() => setStep(2)}
                  />
                )}
                {step === 2 && (
                  <PersonalStep
                    register={register}
                    values={values}
                    submitting={formState.isSubmitting}
                    submitError={submitError}
                    onBack={() => setStep(1)}
                  />
                )}
              </form>
            </PaddedCard>
            <BookingInfo />
          </Layout>
        </Container>
      </Section>
    </>
  );
}
