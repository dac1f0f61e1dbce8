import { useTranslation } from "../../i18n";
import { Steps } from "./BookingPage.styles";

/** The wizard's numbered steps, the current one marked and the earlier ones done. */
export function StepList({ step }: { step: number }) {
  const { t } = useTranslation();
  const stepNames = [t("booking.step1"), t("booking.step2"), t("booking.step3")];
  return (
    <Steps aria-label={t("booking.steps")}>
      {stepNames.map((s, i) => (
        <li key={s} aria-current={step === i + 1 ? "step" : undefined} className={i + 1 < step ? "done" : undefined}>
          {i + 1}. {s}
        </li>
      ))}
    </Steps>
  );
}
