import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { Checkbox } from "../../ui/Checkbox";
import { TextField } from "../../ui/Field";
import { FormSubmit } from "../../ui/FormSubmit";
import { AdminSettingsQuery } from "./settings.documents";
import { useSave } from "./useSave";
import { SettingsForm } from "./settings.styles";

const UpdateNotificationSettings = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      ...NotificationSettingsFields
    }
  }
`);

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 0.5rem;
  display: grid;
  gap: 0.4rem;
  max-width: 560px;
  legend {
    font-weight: 700;
    font-size: 1.05rem;
    margin-bottom: 0.6rem;
    color: ${(p) => p.theme.color.maroon};
  }
`;

interface Form {
  customerReceived: boolean;
  customerStatus: boolean;
  operatorNewBooking: boolean;
  reminders: boolean;
  operatorEmail: string;
}

const FLAGS = ["customerReceived", "customerStatus", "operatorNewBooking", "reminders"] as const;

/** Settings: which e-mails are sent, and the operator's notification address (its own form and save). */
export function NotificationSettingsFieldset() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminSettingsQuery);
  const { save, error } = useSave(UpdateNotificationSettings, t("admin.notifications.saved"));
  const { register, handleSubmit, reset, formState } = useForm<Form>();
  useEffect(() => {
    if (data) reset(data.notificationSettings);
  }, [data, reset]);
  const onSubmit = (input: Form) => save({ input: { ...input, operatorEmail: input.operatorEmail.trim() } });
  return (
    <SettingsForm onSubmit={handleSubmit(onSubmit)} noValidate $top="1.5rem">
      <Fieldset>
        <legend>{t("admin.notifications.legend")}</legend>
        {FLAGS.map((name) => (
          <Checkbox key={name} id={`notify-${name}`} label={t(`admin.notifications.${name}`)} {...register(name)} />
        ))}
        <TextField
          label={t("admin.notifications.operatorEmail")}
          type="email"
          placeholder={t("admin.notifications.operatorEmailHint")}
          {...register("operatorEmail")}
        />
      </Fieldset>
      <FormSubmit error={error} disabled={formState.isSubmitting || !data}>
        {t("admin.notifications.save")}
      </FormSubmit>
    </SettingsForm>
  );
}
