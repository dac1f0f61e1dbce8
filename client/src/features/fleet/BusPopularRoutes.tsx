import { useTranslation } from "../../i18n";
import { Grid } from "../../ui/Page";
import { Part, Route } from "./BusDetailPage.styles";

interface PopularRoute {
  id: string;
  from: string;
  to: string;
  duration: number;
  distance: number;
}

/** The bus's popular routes as cards (nothing when it has none). */
export function BusPopularRoutes({ routes }: { routes: readonly PopularRoute[] }) {
  const { t } = useTranslation();
  if (routes.length === 0) return null;
  return (
    <Part aria-labelledby="routes-title">
      <h2 id="routes-title">{t("fleet.routes")}</h2>
      <Grid $min="220px">
        {routes.map((r) => (
          <Route key={r.id}>
            <h3>
              {r.from} → {r.to}
            </h3>
            <p>
              {t("common.hrs", { count: r.duration })} · {t("common.km", { count: r.distance })}
            </p>
          </Route>
        ))}
      </Grid>
    </Part>
  );
}
