import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../../app/errors";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { CheckRow, ErrorText, TextArea } from "../../ui/Field";
import { AcceptQuote, RequestQuoteChange } from "./quote.documents";

/** Accept (after ticking the terms) or ask for a change: the customer's two answers to a sent quote. */
export function QuoteAnswer({
  bookingId,
  version,
  token,
}: {
  bookingId: string;
  version: number;
  token: string | null;
}) {
  const { t } = useTranslation();
  const [terms, setTerms] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [accept, accepting] = useMutation(AcceptQuote);
  const [change, changing] = useMutation(RequestQuoteChange);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(serverMessage(e, t("quote.answerError")));
    }
  };
  return (
    <div className="answer">
      <CheckRow>
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        {t("quote.acceptTerms")}
      </CheckRow>
      <div className="buttons">
        <Button
          type="button"
          disabled={accepting.loading}
          onClick={() => run(() => accept({ variables: { bookingId, input: { token, acceptTerms: terms, version } } }))}
        >
          {t("quote.accept")}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setAsking((a) => !a)} aria-expanded={asking}>
          {t("quote.askChange")}
        </Button>
      </div>
      {asking && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => change({ variables: { bookingId, input: { token, message } } }));
          }}
        >
          <TextArea label={t("quote.changeMessage")} value={message} onChange={(e) => setMessage(e.target.value)} />
          <Button type="submit" $variant="secondary" disabled={changing.loading}>
            {t("quote.sendChange")}
          </Button>
        </form>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </div>
  );
}
