import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { graphql } from "../../gql";
import { LANGUAGES, pathInLanguage, useTranslation, type Language } from "../../i18n";

const AccountLanguage = graphql(`
  query AccountLanguage {
    me {
      id
      language
    }
  }
`);
const SaveAccountLanguage = graphql(`
  mutation SaveAccountLanguage($language: String!) {
    setMyLanguage(language: $language)
  }
`);

/**
 * A signed-in customer's language lives in their account too. On their dashboard: if this device
 * chose the page's language, the account follows it; otherwise (a new device, a browser in another
 * language) the site follows the account.
 */
export function useAccountLanguage() {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const { data } = useQuery(AccountLanguage, { fetchPolicy: "network-only" });
  const [save] = useMutation(SaveAccountLanguage);
  const account = data?.me?.language as Language | undefined;
  useEffect(() => {
    if (!account || !LANGUAGES.includes(account) || account === i18n.language) return;
    void import("../shell/language").then(({ keepLanguageChoice, languageChosenHere }) => {
      if (languageChosenHere() === i18n.language) {
        void save({ variables: { language: i18n.language } }).catch(() => undefined);
      } else {
        void keepLanguageChoice(account).then(() => location.assign(pathInLanguage(pathname, account) + search));
      }
    });
  }, [account, i18n.language, pathname, search, save]);
}
