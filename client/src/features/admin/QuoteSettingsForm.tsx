import { useQuery } from "@apollo/client/react";
import type { FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { graphql } from "../../gql";
import { TextArea, TextField } from "../../ui/Field";
import { useDraft } from "../../ui/formState";
import { FormSubmit } from "../../ui/FormSubmit";
import { useSave } from "./useSave";
import { Bare, Hint } from "../../ui/Layout";
import { SettingsForm } from "./settings.styles";

const AdminQuoteSettings = graphql(`
  query AdminQuoteSettings {
    quoteSettings {
      depot
      cancellationTerms
      cancellationTermsHi
    }
  }
`);

const SaveQuoteSettings = graphql(`
  mutation SaveQuoteSettings($input: QuoteSettingsInput!) {
    saveQuoteSettings(input: $input) {
      depot
      cancellationTerms
      cancellationTermsHi
    }
  }
`);

/**
 * The depot trips are measured from (garage to garage) and the cancellation terms every quote, its page and
 * its PDF print, in English and Hindi (the Hindi page and PDF print the Hindi ones). The server checks them.
 */
export function QuoteSettingsForm() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminQuoteSettings);
  const { save, loading, error } = useSave(SaveQuoteSettings, t("admin.quoteSettings.saved"), {
    failed: t("admin.quoteSettings.failed"),
    refetchQueries: ["AdminQuoteSettings"],
  });
  const q = data?.quoteSettings;
  const { draft: form, field } = useDraft(
    { depot: "", cancellationTerms: "", cancellationTermsHi: "" },
    q && { depot: q.depot, cancellationTerms: q.cancellationTerms, cancellationTermsHi: q.cancellationTermsHi },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { depot: form.depot.trim(), cancellationTerms: form.cancellationTerms.trim() };
    return save({ input: { ...input, cancellationTermsHi: form.cancellationTermsHi.trim() } });
  };
  return (
    <SettingsForm onSubmit={submit} aria-labelledby="quote-settings-title">
      <h3 id="quote-settings-title">{t("admin.quoteSettings.title")}</h3>
      <Hint>{t("admin.quoteSettings.help")}</Hint>
      {/* Until the saved values arrive, nothing is typed into a form they would fill. */}
      <Bare disabled={!q} aria-busy={!q}>
        <TextField label={t("admin.quoteSettings.depot")} {...field("depot")} required maxLength={200} />
        <TextArea
          label={t("admin.quoteSettings.cancellationTerms")}
          {...field("cancellationTerms")}
          rows={5}
          maxLength={4000}
        />
        <TextArea
          label={t("admin.quoteSettings.cancellationTermsHi")}
          {...field("cancellationTermsHi")}
          lang="hi"
          rows={5}
          maxLength={4000}
        />
        <FormSubmit error={error} disabled={loading || !data}>
          {t("admin.quoteSettings.save")}
        </FormSubmit>
      </Bare>
    </SettingsForm>
  );
}
