import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { graphql } from "../../gql";
import { formatNumber, useTranslation } from "../../i18n";

const BookingBusPosition = graphql(`
  query BookingBusPosition($id: ID!) {
    booking(id: $id) {
      id
      busPosition {
        lat
        lon
        accuracyM
        recordedAt
        near {
          name
          region
        }
      }
    }
  }
`);

/** Asked again each minute: the driver's phone sends one a minute. */
const REFRESH_MS = 60_000;
const MINUTE_MS = 60_000;

const Seen = styled.section<{ $inDialog: boolean }>`
  margin-bottom: ${(p) => (p.$inDialog ? "1rem" : "0")};
  border-left: 4px solid ${(p) => p.theme.color.saffron};
  background: #fff8e8;
  padding: 0.8rem 1rem;
  border-radius: ${(p) => p.theme.radius.sm};
  grid-column: 1 / -1;
  h2,
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.3rem;
  }
  p {
    margin: 0 0 0.3rem;
  }
`;

/** The clock's minute, moving on by itself (the "N minutes ago" grows between two reads). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 4);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Where the booking's bus was last seen, when its driver shares the position on the trip under way: "Last seen near
 * Sarnath, 3 minutes ago", with a `geo:` link that opens the phone's own maps app (nothing is loaded from another
 * host). Draws nothing otherwise. The customer's booking page and staff's View both show it.
 */
export function BusPosition({ bookingId, heading: Heading = "h2" }: { bookingId: string; heading?: "h2" | "h3" }) {
  const { t } = useTranslation();
  const { data } = useQuery(BookingBusPosition, { variables: { id: bookingId }, pollInterval: REFRESH_MS });
  const now = useNow();
  const p = data?.booking?.busPosition;
  if (!p) return null;
  const count = Math.max(0, Math.floor((now - Date.parse(p.recordedAt)) / MINUTE_MS));
  const place = p.near?.name ?? `${p.lat}, ${p.lon}`;
  return (
    <Seen aria-label={t("busPosition.title")} $inDialog={Heading === "h3"}>
      <Heading>{t("busPosition.title")}</Heading>
      <p role="status">
        {count === 0 ? t("busPosition.lastSeenNow", { place }) : t("busPosition.lastSeen", { place, count })}
      </p>
      {p.accuracyM != null && <p>{t("busPosition.accuracy", { metres: formatNumber(p.accuracyM, 0) })}</p>}
      <a href={`geo:${p.lat},${p.lon}`}>{t("busPosition.openMap")}</a>
    </Seen>
  );
}
