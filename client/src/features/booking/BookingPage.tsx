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

export default function BookingPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t("meta.booking.title"), description: t("meta.booking.description") });
  const { form, values, step, setStep, submitError, buses, onSubmit } = useBookingWizard();
  const { register, control, handleSubmit, formState } = form;
  return (
    <>
      <PageHero title={t("booking.title")} lead={t("booking.subtitle")} />
      <Section>
        <Container>
          <Layout>
            <PaddedCard $pad="1.5rem">
              <StepList step={step} />
              <form onSubmit={handleSubmit(onSubmit)} noValidate>
                {step === 1 && (
                  <TravelStep
                    control={control}
                    register={register}
                    values={values}
                    buses={buses}
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
