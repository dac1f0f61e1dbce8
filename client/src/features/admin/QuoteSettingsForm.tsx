import { useQuery } from "@apollo/client/react";
import { useEffect, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { graphql } from "../../gql";
import { TextArea, TextField, useDraft } from "../../ui/Field";
import { FormSubmit } from "../../ui/FormSubmit";
import { useSave } from "./useSave";
import { Hint } from "../../ui/Layout";
import { SettingsForm } from "./settings.styles";

const AdminQuoteSettings = graphql(`
  query AdminQuoteSettings {
    quoteSettings {
      depot
      cancellationTerms
    }
  }
`);

const SaveQuoteSettings = graphql(`
  mutation SaveQuoteSettings($input: QuoteSettingsInput!) {
    saveQuoteSettings(input: $input) {
      depot
      cancellationTerms
    }
  }
`);

/**
 * The depot trips are measured from (garage to garage) and the cancellation terms every quote, its page and
 * its PDF print. The server checks both (the depot is required).
 */
export function QuoteSettingsForm() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminQuoteSettings);
  const { save, loading, error } = useSave(SaveQuoteSettings, t("admin.quoteSettings.saved"), {
    failed: t("admin.quoteSettings.failed"),
    refetchQueries: ["AdminQuoteSettings"],
  });
  const { draft: form, setDraft, field } = useDraft({ depot: "", cancellationTerms: "" });
  useEffect(() => {
    const q = data?.quoteSettings;
    if (q) setDraft({ depot: q.depot, cancellationTerms: q.cancellationTerms });
  }, [data, setDraft]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return save({ input: { depot: form.depot.trim(), cancellationTerms: form.cancellationTerms.trim() } });
  };
  return (
    <SettingsForm onSubmit={submit} aria-labelledby="quote-settings-title">
      <h3 id="quote-settings-title">{t("admin.quoteSettings.title")}</h3>
      <Hint>{t("admin.quoteSettings.help")}</Hint>
      <TextField label={t("admin.quoteSettings.depot")} {...field("depot")} required maxLength={200} />
      <TextArea
        label={t("admin.quoteSettings.cancellationTerms")}
        {...field("cancellationTerms")}
        rows={5}
        maxLength={4000}
      />
      <FormSubmit error={error} disabled={loading || !data}>
        {t("admin.quoteSettings.save")}
      </FormSubmit>
    </SettingsForm>
  );
}
