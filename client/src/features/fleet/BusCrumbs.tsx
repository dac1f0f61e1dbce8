import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { urls } from "../../app/urls";
import { Crumbs } from "./BusDetailPage.styles";

/** Home / Buses / this bus's name (an ellipsis while loading). */
export function BusCrumbs({ name }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <Crumbs aria-label={t("fleet.breadcrumb")}>
      <ol>
        <li>
          <Link to={urls.home}>{t("nav.home")}</Link>
        </li>
        <li>
          <Link to={urls.buses}>{t("nav.buses")}</Link>
        </li>
        <li aria-current="page">{name ?? "…"}</li>
      </ol>
    </Crumbs>
  );
}
