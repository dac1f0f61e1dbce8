import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Page";
import { toast } from "../../ui/toast";

const SetQuoteConsent = graphql(`
  mutation SetQuoteConsent($bookingId: ID!, $granted: Boolean!, $token: String) {
    setQuoteConsent(bookingId: $bookingId, granted: $granted, token: $token) {
      channel
      granted
    }
  }
`);

const Box = styled(Card)`
  padding: 1.25rem;
  margin-top: 1.25rem;
  h2 {
    margin-top: 0;
    font-size: 1.15rem;
  }
`;

/**
 * On the quote page: the customer (a guest with the e-mailed link's token, or the signed-in owner) agrees to, or
 * stops, messages about this trip on WhatsApp and by SMS, as easily one way as the other.
 */
export function QuoteConsent({ bookingId, token }: { bookingId: string; token: string | null }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [save, { loading }] = useMutation(SetQuoteConsent);
  const choose = (granted: boolean) =>
    save({ variables: { bookingId, granted, token } }).then(
      () => setAnswer(granted),
      (e: Error) => toast.error(e.message),
    );
  return (
    <Box as="section" aria-labelledby="quote-consent">
      <h2 id="quote-consent">{t("consent.quoteAsk")}</h2>
      {answer !== null && <p role="status">{t(answer ? "consent.quoteOn" : "consent.quoteOff")}</p>}
      {answer ? (
        <Button type="button" $variant="secondary" disabled={loading} onClick={() => void choose(false)}>
          {t("consent.quoteStop")}
        </Button>
      ) : (
        <Button type="button" disabled={loading} onClick={() => void choose(true)}>
          {t("consent.quoteYes")}
        </Button>
      )}
    </Box>
  );
}
