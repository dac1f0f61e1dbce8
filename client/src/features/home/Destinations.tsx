import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Container, Grid, Section, Skeleton } from "../../ui/Page";
import { DestinationCard } from "./DestinationCard";
import { DestinationCarousel, type Dest } from "./DestinationCarousel";
import { DestinationsQuery } from "./destinations.documents";

export const INITIAL_DESTINATIONS = 8;

export function Destinations() {
  const { t, i18n } = useTranslation();
  const hi = i18n.language === "hi";
  const { data, loading } = useQuery(DestinationsQuery, { variables: { hi } });
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<Dest | null>(null);
  // On Hindi pages each text in Hindi where staff have written one.
  const list: Dest[] = (data?.destinations ?? []).map((d) => ({
    id: d.id,
    images: d.images,
    name: (hi && d.nameHi) || d.name,
    shortDescription: (hi && d.shortDescriptionHi) || d.shortDescription,
    description: (hi && d.descriptionHi) || d.description,
  }));
  const shown = all ? list : list.slice(0, INITIAL_DESTINATIONS);
  return (
    <Section $tone="sand" id="destinations" aria-labelledby="dest-title">
      <Container>
        <h2 id="dest-title">{t("home.destTitle")}</h2>
        <p>{t("home.destText")}</p>
        <Grid $min="250px">
          {loading && !list.length && [...Array(4)].map((_, k) => <Skeleton key={k} $h="260px" />)}
          {shown.map((d) => (
            <DestinationCard key={d.id} dest={d} onOpen={setOpen} />
          ))}
        </Grid>
        {list.length > INITIAL_DESTINATIONS && (
          <p style={{ textAlign: "center", marginTop: "2rem" }}>
            <Button type="button" $variant="secondary" onClick={() => setAll((a) => !a)} aria-expanded={all}>
              {all ? t("home.showLess") : t("home.viewMore")}
            </Button>
          </p>
        )}
      </Container>
      <Dialog open={!!open} onClose={() => setOpen(null)} title={open?.name ?? ""} closeLabel={t("common.close")}>
        {open && <DestinationCarousel dest={open} />}
      </Dialog>
    </Section>
  );
}
