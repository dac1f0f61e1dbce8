import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Container, Grid, Section, Skeleton } from "../../ui/Page";
import { DestinationCard } from "./DestinationCard";
import { DestinationCarousel, type Dest } from "./DestinationCarousel";
import { DestinationsQuery } from "./destinations.documents";

export const INITIAL_DESTINATIONS = 8;

/**
 * Every destination is in the page; those past the first eight show while "View More Destinations" is
 * expanded. Its look follows the button's aria-expanded (CSS), which the first-paint capture
 * (client/capture.inline.js, data-instant) flips at a tap before the page's script runs, and the app
 * sets the same way after: the list opens at once, with or without the script.
 */
const More = styled(Container)`
  &:has([aria-controls="destinations-list"][aria-expanded="false"]) .more,
  [aria-expanded="true"] > .when-closed,
  [aria-expanded="false"] > .when-open {
    display: none;
  }
`;

/** "View More Destinations", centred under the grid. */
const Toggle = styled.p`
  text-align: center;
  margin-top: 2rem;
`;

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
  return (
    <Section $tone="sand" id="destinations" aria-labelledby="dest-title">
      <More>
        <h2 id="dest-title">{t("home.destTitle")}</h2>
        <p>{t("home.destText")}</p>
        <Grid $min="250px" id="destinations-list">
          {loading && !list.length && [...Array(4)].map((_, k) => <Skeleton key={k} $h="260px" />)}
          {list.map((d, i) => (
            <DestinationCard key={d.id} dest={d} onOpen={setOpen} more={i >= INITIAL_DESTINATIONS} />
          ))}
        </Grid>
        {list.length > INITIAL_DESTINATIONS && (
          <Toggle>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setAll((a) => !a)}
              aria-expanded={all}
              aria-controls="destinations-list"
              data-instant
            >
              <span className="when-closed">{t("home.viewMore")}</span>
              <span className="when-open">{t("home.showLess")}</span>
            </Button>
          </Toggle>
        )}
      </More>
      <Dialog open={!!open} onClose={() => setOpen(null)} title={open?.name ?? ""} closeLabel={t("common.close")}>
        {open && <DestinationCarousel dest={open} />}
      </Dialog>
    </Section>
  );
}
