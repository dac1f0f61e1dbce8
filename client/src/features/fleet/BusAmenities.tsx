import { useTranslation } from "../../i18n";
import { amenities } from "../../content/site";
import { Icon } from "../../ui/Icon";
import { Grid } from "../../ui/Page";
import { Route } from "./BusDetailPage.styles";

/** The amenities every bus offers, as cards with an icon. */
export function BusAmenities() {
  const { t } = useTranslation();
  return (
    <section style={{ marginTop: "3rem" }} aria-labelledby="amenities-title">
      <h2 id="amenities-title">{t("fleet.amenities")}</h2>
      <Grid $min="220px">
        {amenities.map((a) => (
          <Route key={a.title}>
            <Icon name={a.icon} />
            <h3>{a.title}</h3>
            <p>{a.text}</p>
          </Route>
        ))}
      </Grid>
    </section>
  );
}
