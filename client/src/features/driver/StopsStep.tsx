import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { Box, Muted, Row } from "./driver.styles";
import { mapsLink } from "./TripFacts";
import type { DriverTrip, Trip } from "./useDriverTrip";

/** A stop's day of the trip, its time and whether the bus stays the night there (the pickup has none). */
function When({ stop }: { stop: Trip["stops"][number] | null }) {
  const { t } = useTranslation();
  if (!stop) return <Muted>{t("driverPage.pickup")}</Muted>;
  const parts = [t("driverPage.day", { day: stop.day }), stop.time, stop.nightHalt ? t("driverPage.nightHalt") : null];
  return <Muted>{parts.filter(Boolean).join(" · ")}</Muted>;
}

/** The trip plan, pickup first, each place with directions (while the trip runs, "Reached"), then the way back. */
export function StopsStep({ driver }: { driver: DriverTrip }) {
  const { t } = useTranslation();
  const { trip, state, busy, reach } = driver;
  if (!trip) return null;
  const reached = new Set(trip.steps.filter((s) => s.kind === "stop").map((s) => s.stop));
  return (
    <Box>
      <h2>{t("driverPage.plan")}</h2>
      <ol>
        {trip.plan.map((stop, i) => (
          <li key={`${i}:${stop}`}>
            {stop} · <a href={mapsLink(stop)}>{t("driverPage.directions")}</a>
            <When stop={i === 0 ? null : (trip.stops[i - 1] ?? null)} />
            {state === "started" && (
              <Row>
                {reached.has(stop) ? (
                  <span>✓ {t("driverPage.reached")}</span>
                ) : (
                  <Button type="button" $variant="secondary" disabled={busy} onClick={() => void reach(stop)}>
                    {t("driverPage.markReached", { stop })}
                  </Button>
                )}
              </Row>
            )}
          </li>
        ))}
        {trip.returnTo && (
          <li>
            {t("driverPage.returnTo", { place: trip.returnTo })} ·{" "}
            <a href={mapsLink(trip.returnTo)}>{t("driverPage.directions")}</a>
            <Muted>{t("driverPage.day", { day: trip.days })}</Muted>
          </li>
        )}
      </ol>
    </Box>
  );
}
