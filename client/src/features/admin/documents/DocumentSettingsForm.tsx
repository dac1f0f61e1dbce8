import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { graphql } from "../../../gql";
import { useTranslation } from "../../../i18n";
import { Checkbox } from "../../../ui/Checkbox";
import { TextField } from "../../../ui/Field";
import { useDraft } from "../../../ui/formState";
import { FormSubmit } from "../../../ui/FormSubmit";
import { useSave } from "../useSave";
import styled from "styled-components";
import { Bare, FieldGrid, Hint } from "../../../ui/Layout";
import { SettingsForm } from "../settings.styles";

const DocumentSettingsQuery = graphql(`
  query DocumentSettings {
    documentSettings {
      requiredTypes
      reminderDays
      reminderEmail
    }
  }
`);
const UpdateDocumentSettings = graphql(`
  mutation UpdateDocumentSettings($input: DocumentSettingsInput!) {
    updateDocumentSettings(input: $input) {
      requiredTypes
      reminderDays
      reminderEmail
    }
  }
`);

/** "30, 14, 7, 1" as numbers; null when any entry is not a whole number of days from 1 to 365. */
export function parseReminderDays(text: string): number[] | null {
  const entries = text
    .split(",")
    .map((d) => d.trim())
    .filter(Boolean);
  if (!entries.every((d) => /^\d{1,3}$/.test(d) && +d >= 1 && +d <= 365)) return null;
  return entries.map(Number);
}

/** The types confirming requires, ticked. */
const Required = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 700;
  }
`;

/** What confirming may require, each with its label's key (a permit of either kind counts). */
const REQUIREMENTS = [
  ["RC", "admin.documents.types.RC"],
  ["Insurance", "admin.documents.types.Insurance"],
  ["Fitness", "admin.documents.types.Fitness"],
  ["PUC", "admin.documents.types.PUC"],
  ["RoadTax", "admin.documents.types.RoadTax"],
  ["Permit", "admin.documents.settings.permit"],
] as const;

/** Settings → Vehicle documents: what confirming a trip requires, and when and where expiry reminders go. */
export function DocumentSettingsForm() {
  const { t } = useTranslation();
  const { data } = useQuery(DocumentSettingsQuery, { fetchPolicy: "cache-and-network" });
  const { save, loading, error } = useSave(UpdateDocumentSettings, t("admin.documents.settings.saved"), {
    refetchQueries: ["DocumentSettings"],
  });
  const s = data?.documentSettings;
  // Each type is a value of its own ("yes" or ""), so that a box ticked before the settings arrive stays as
  // the person left it while the others fill from the server (useDraft).
  const ticks = (types: readonly string[]) =>
    Object.fromEntries(REQUIREMENTS.map(([key]) => [key, types.includes(key) ? "yes" : ""])) as Record<
      (typeof REQUIREMENTS)[number][0],
      string
    >;
  const { draft, set, field } = useDraft(
    { reminderDays: "", reminderEmail: "", ...ticks([]) },
    s && { reminderDays: s.reminderDays.join(", "), reminderEmail: s.reminderEmail, ...ticks(s.requiredTypes) },
  );
  const required = REQUIREMENTS.filter(([key]) => draft[key] === "yes").map(([key]) => key);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const days = parseReminderDays(draft.reminderDays);
    setInvalid(days ? null : t("admin.documents.settings.daysInvalid"));
    if (!days) return;
    return save({ input: { requiredTypes: required, reminderDays: days, reminderEmail: draft.reminderEmail } });
  };
  return (
    <SettingsForm onSubmit={submit} aria-labelledby="document-settings-title">
      <h3 id="document-settings-title">{t("admin.documents.settings.title")}</h3>
      <Hint>{t("admin.documents.settings.help")}</Hint>
      {/* Until the saved values arrive, nothing is typed into a form they would fill. */}
      <Bare disabled={!s} aria-busy={!s}>
        <Required>
          <legend>{t("admin.documents.settings.required")}</legend>
          {REQUIREMENTS.map(([key, label]) => (
            <Checkbox
              key={key}
              label={t(label)}
              checked={required.includes(key)}
              onChange={(e) => set(key, e.target.checked ? "yes" : "")}
            />
          ))}
        </Required>
        <FieldGrid $min="min(100%, 220px)" $fill>
          <TextField label={t("admin.documents.settings.reminderDays")} {...field("reminderDays")} />
          <TextField label={t("admin.documents.settings.reminderEmail")} type="email" {...field("reminderEmail")} />
        </FieldGrid>
        <FormSubmit error={invalid ?? error} disabled={loading}>
          {t("admin.documents.settings.save")}
        </FormSubmit>
      </Bare>
    </SettingsForm>
  );
}
