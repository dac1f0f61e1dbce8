import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import { useTranslation } from "../../../i18n";
import { graphql } from "../../../gql";
import { Button } from "../../../ui/Button";
import { ErrorText, TextArea } from "../../../ui/Field";
import { useAttempt } from "../../../ui/formState";
import { useControls } from "../useControls";
import type { BookingRowData } from "./BookingRow";

const AnswerCancellation = graphql(`
  mutation AnswerCancellation($id: ID!, $accept: Boolean!, $message: String) {
    answerCancellation(id: $id, accept: $accept, message: $message) {
      ...AdminBookingFields
    }
  }
`);

const Box = styled.section`
  h3 {
    margin-top: 0;
  }
  background: #fff1c9;
  border-left: 4px solid ${(p) => p.theme.color.saffron};
  padding: 0.8rem 1rem;
  border-radius: 8px;
  margin: 1rem 0;
  .row {
    display: flex;
    gap: 0.6rem;
    flex-wrap: wrap;
  }
`;

/** A customer's waiting cancellation request: staff accept it (status Cancelled) or decline it with a message. */
export function CancelAnswer({ booking }: { booking: BookingRowData }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const { error, attempt } = useAttempt();
  const [answer, { loading, data }] = useMutation(AnswerCancellation, { refetchQueries: ["AdminBookingHistory"] });
  const mayAnswer = useControls().may("answerCancellation");
  if (!booking.cancelRequestedAt) return null;
  if (data)
    return (
      <p role="status">
        {t(data.answerCancellation.status === "Cancelled" ? "admin.desk.accepted" : "admin.desk.declined")}
      </p>
    );
  const send = (accept: boolean) =>
    attempt(() => answer({ variables: { id: booking.id, accept, message: message.trim() || null } }));
  return (
    <Box aria-labelledby="cancel-title">
      <h3 id="cancel-title">{t("admin.desk.cancelAsked")}</h3>
      <p>
        {booking.cancelReason
          ? t("admin.desk.cancelReason", { reason: booking.cancelReason })
          : t("admin.desk.noReason")}
      </p>
      {mayAnswer && (
        <>
          <TextArea
            label={t("admin.desk.declineMessage")}
            value={message}
            maxLength={1000}
            onChange={(e) => setMessage(e.target.value)}
          />
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <div className="row">
            <Button type="button" disabled={loading} onClick={() => void send(true)}>
              {t("admin.desk.accept")}
            </Button>
            <Button type="button" $variant="secondary" disabled={loading} onClick={() => void send(false)}>
              {t("admin.desk.decline")}
            </Button>
          </div>
        </>
      )}
    </Box>
  );
}
