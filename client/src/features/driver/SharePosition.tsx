import { useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import styled from "styled-components";
import { serverMessage } from "../../app/errors";
import { graphql } from "../../gql";
import { useTranslation } from "../../i18n";
import { Alert, Box, Muted } from "./driver.styles";
import { type Coords, usePositionSharing } from "./usePositionSharing";

const DriverSharePosition = graphql(`
  mutation DriverSharePosition($token: String!, $input: DriverPositionInput!) {
    driverSharePosition(token: $token, input: $input) {
      stored
      recordedAt
    }
  }
`);

const Switch = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  font-weight: 700;
  input {
    width: 1.4rem;
    height: 1.4rem;
    flex: none;
    accent-color: ${(p) => p.theme.color.maroon};
  }
`;

/**
 * The driver's consent to share the bus's position with the customer: a switch, off until the driver turns it on,
 * shown only while the trip is under way. On, the page sends the phone's position at once and then every minute
 * while it is open (usePositionSharing).
 */
export function SharePosition({ token, started }: { token: string; started: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [share] = useMutation(DriverSharePosition);
  const send = useCallback(
    async (input: Coords) => void (await share({ variables: { token, input } })),
    [share, token],
  );
  const { status, error } = usePositionSharing(on && started, send);
  if (!started) return null;
  return (
    <Box>
      <Switch>
        <input type="checkbox" role="switch" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
        {t("busPosition.share")}
      </Switch>
      <Muted>{t("busPosition.shareHint")}</Muted>
      {status === "failed" ? (
        <Alert role="alert">{serverMessage(error, t("driverPage.failed"))}</Alert>
      ) : (
        status !== "off" && (
          <p role="status" aria-live="polite">
            {t(`busPosition.status.${status}`)}
          </p>
        )
      )}
    </Box>
  );
}
