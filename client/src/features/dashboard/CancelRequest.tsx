import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { todayInIndia } from "../../app/calendar";
import { serverMessage } from "../../app/errors";
import { useTranslation } from "../../i18n";
import { graphql } from "../../gql";
import { Button } from "../../ui/Button";
import { ErrorText, TextArea } from "../../ui/Field";
import { useAttempt } from "../../ui/formState";
import { Cluster, InfoCard } from "../../ui/Layout";

const RequestCancellation = graphql(`
  mutation RequestCancellation($id: ID!, $reason: String) {
    requestCancellation(id: $id, reason: $reason) {
      id
      status
      cancelRequestedAt
      cancelReason
      cancelDeclinedMessage
    }
  }
`);

export interface CancelView {
  id: string;
  status: string;
  departureDate: string;
  cancelRequestedAt?: unknown;
  cancelReason?: string | null;
  cancelDeclinedMessage?: string | null;
}

/** The customer asks to cancel a Pending or Confirmed booking before the trip starts; staff answer (the server enforces every rule). */
export function CancelRequest({ b }: { b: CancelView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { error, attempt } = useAttempt((err) => serverMessage(err, t("desk.cancelFailed")));
  const [ask, { loading }] = useMutation(RequestCancellation);
  const cancellable = b.status === "Pending" || b.status === "Confirmed";
  if (!cancellable && !b.cancelDeclinedMessage) return null;
  const started = b.departureDate <= todayInIndia();
  return (
    <InfoCard>
      <h2>{t("desk.cancelTitle")}</h2>
      {b.cancelRequestedAt ? (
        <p role="status">
          {t("desk.cancelWaiting")}
          {b.cancelReason ? ` (${b.cancelReason})` : ""}
        </p>
      ) : (
        <>
          {b.cancelDeclinedMessage && (
            <p role="status">
              <strong>{t("desk.cancelDeclined")}</strong> {b.cancelDeclinedMessage}
            </p>
          )}
          {cancellable && started && <p>{t("desk.cancelStarted")}</p>}
          {cancellable && !started && !open && (
            <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
              {t("desk.cancelAsk")}
            </Button>
          )}
          {open && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                return attempt(async () => {
                  await ask({ variables: { id: b.id, reason: reason.trim() || null } });
                  setOpen(false);
                });
              }}
            >
              <TextArea
                label={t("desk.cancelReason")}
                value={reason}
                maxLength={1000}
                onChange={(e) => setReason(e.target.value)}
              />
              {error && <ErrorText role="alert">{error}</ErrorText>}
              <Cluster>
                <Button type="submit" disabled={loading}>
                  {t("desk.cancelSend")}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
                  {t("desk.cancelKeep")}
                </Button>
              </Cluster>
            </form>
          )}
        </>
      )}
    </InfoCard>
  );
}
