import { useMutation, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { todayInIndia } from "../../app/calendar";
import { graphql } from "../../gql";
import { formatDate, useTranslation } from "../../i18n";
import { Card } from "../../ui/Page";
import { toast } from "../../ui/toast";

const ConsentFields = graphql(`
  fragment ConsentFields on MessageConsent {
    purpose
    channel
    granted
    source
    wordingVersion
    at
  }
`);
const MyConsents = graphql(`
  query MyConsents {
    myConsents {
      ...ConsentFields
    }
  }
`);
const SetMyConsent = graphql(`
  mutation SetMyConsent($input: ConsentInput!) {
    setMyConsent(input: $input) {
      ...ConsentFields
    }
  }
`);
void ConsentFields;

/** The switches the account page shows: trip updates on each channel, then offers. */
const CHOICES = [
  ["transactional", "whatsapp"],
  ["transactional", "sms"],
  ["offers", "whatsapp"],
  ["offers", "sms"],
] as const;

const Box = styled(Card)`
  padding: 1.25rem 1.25rem 1.5rem;
  margin-top: 2rem;
  h2 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.75rem 0 0;
  display: grid;
  gap: 0.75rem;
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    font-weight: 600;
    min-height: 44px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${(p) => p.theme.color.maroon};
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.muted};
    margin-left: 1.85rem;
  }
`;

/** The customer's consent to WhatsApp and SMS, per purpose and channel: read, given and withdrawn on their account. */
export function MessageConsents() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(MyConsents, { fetchPolicy: "cache-and-network" });
  const [save, { loading }] = useMutation(SetMyConsent, {
    update: (cache, { data: saved }) =>
      saved && cache.writeQuery({ query: MyConsents, data: { myConsents: saved.setMyConsent } }),
  });
  const answers = data?.myConsents ?? [];
  const when = (at: string) => formatDate(todayInIndia(new Date(at)), i18n.language);
  return (
    <Box as="section" aria-labelledby="consent-title">
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p>{t("consent.intro")}</p>
      <List>
        {CHOICES.map(([purpose, channel]) => {
          const answer = answers.find((a) => a.purpose === purpose && a.channel === channel);
          const source = answer ? t(`consent.sources.${answer.source}`) : "";
          return (
            <li key={`${purpose}-${channel}`}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  checked={!!answer?.granted}
                  disabled={loading || !data}
                  onChange={(e) => {
                    const granted = e.currentTarget.checked;
                    // The switch moves at once (the answer as it will be); the server's answer then replaces it.
                    const mine = {
                      ...{ __typename: "MessageConsent" as const, purpose, channel, granted, source: "account" },
                      ...{ wordingVersion: answer?.wordingVersion ?? "", at: new Date().toISOString() },
                    };
                    const optimistic = [...answers.filter((a) => a !== answer), mine];
                    void save({
                      variables: { input: { purpose, channel, granted } },
                      optimisticResponse: { setMyConsent: optimistic },
                    }).then(
                      () => toast.success(t("consent.saved")),
                      (err: Error) => toast.error(err.message),
                    );
                  }}
                />
                {t(`consent.${purpose}.${channel}`)}
              </label>
              <small>
                {!answer
                  ? t("consent.notAsked")
                  : answer.granted
                    ? t("consent.given", { at: when(answer.at), source, version: answer.wordingVersion })
                    : t("consent.withdrawn", { at: when(answer.at), source })}
              </small>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
