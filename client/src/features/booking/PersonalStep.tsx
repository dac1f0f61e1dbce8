import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { CheckRow, ErrorText, TextArea, TextField } from "../../ui/Field";
import styled from "styled-components";
import { step2Valid, type BookingForm } from "./wizard";
import { Step } from "./BookingPage.styles";

/** The consent box: its text runs several lines, the box beside the first. */
const ConsentRow = styled(CheckRow)`
  align-items: flex-start;
  font-size: 0.9rem;
  line-height: 1.45;
  input {
    flex: none;
    margin-top: 0.1rem;
  }
`;

/** Step 2 of the wizard: who is travelling and how to reach them; submits the booking. */
export function PersonalStep(props: {
  register: UseFormRegister<BookingForm>;
  values: BookingForm;
  submitting: boolean;
  submitError: string | null;
  onBack: () => void;
}) {
  const { register, values, submitting, submitError, onBack } = props;
  const { t } = useTranslation();
  return (
    <Step>
      <legend className="visually-hidden">{t("booking.step2")}</legend>
      <TextField label={t("booking.name")} autoComplete="name" {...register("name")} />
      <TextField label={t("booking.email")} type="email" autoComplete="email" {...register("email")} />
      <TextField label={t("booking.phone")} type="tel" autoComplete="tel" {...register("phone")} />
      <TextArea label={t("booking.notes")} {...register("notes")} />
      <ConsentRow>
        <input type="checkbox" {...register("messageConsent")} />
        {t("consent.wizard")}
      </ConsentRow>
      {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
      <div className="actions">
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t("booking.back")}
        </Button>
        <Button type="submit" disabled={!step2Valid(values) || submitting}>
          {submitting ? t("booking.submitting") : t("booking.submit")}
        </Button>
      </div>
    </Step>
  );
}
