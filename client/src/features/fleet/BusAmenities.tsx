import { useTranslation } from "../../i18n";
import { amenities } from "../../content/site";
import { Icon } from "../../ui/Icon";
import { Grid } from "../../ui/Page";
import { Part, Route } from "./BusDetailPage.styles";

/** The amenities every bus offers, as cards with an icon. */
export function BusAmenities() {
  const { t } = useTranslation();
  return (
    <Part aria-labelledby="amenities-title">
      <h2 id="amenities-title">{t("fleet.amenities")}</h2>
      <Grid $min="220px">
        {amenities.map((icon) => (
          <Route key={icon}>
            <Icon name={icon} />
            <h3>{t(`content.amenities.${icon}.title`)}</h3>
            <p>{t(`content.amenities.${icon}.text`)}</p>
          </Route>
        ))}
      </Grid>
    </Part>
  );
}
