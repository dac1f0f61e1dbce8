import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { graphql } from "../../gql";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Container, Grid, Section, Skeleton } from "../../ui/Layout";

export const DestinationsQuery = graphql(`
  query Destinations {
    destinations { id name shortDescription description images }
  }
`);
export const INITIAL_DESTINATIONS = 8;

const CardButton = styled.button`
  all: unset; cursor: pointer; display: block; background: #fff; border-radius: ${(p) => p.theme.radius.md}; overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow.card}; transition: transform 0.2s ease;
  &:hover { transform: translateY(-4px); }
  &:focus-visible { outline: 3px solid ${(p) => p.theme.color.saffron}; }
  img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; }
  div { padding: 1rem 1.1rem 1.2rem; }
  h3 { margin: 0 0 0.3rem; }
  p { margin: 0; color: ${(p) => p.theme.color.muted}; font-size: 0.95rem; }
`;
const Carousel = styled.div`
  .stage { position: relative; }
  .stage img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; border-radius: ${(p) => p.theme.radius.md}; }
  .nav { position: absolute; top: 50%; transform: translateY(-50%); min-width: 48px; min-height: 48px; border-radius: 50%; border: 0;
    background: rgba(255,255,255,0.9); cursor: pointer; font-size: 1.5rem; }
  .prev { left: 0.75rem; } .next { right: 0.75rem; }
  .counter { position: absolute; bottom: 0.75rem; right: 0.75rem; background: rgba(0,0,0,0.6); color: #fff; padding: 0.2rem 0.7rem; border-radius: 999px; font-size: 0.9rem; }
  .thumbs { display: flex; gap: 0.5rem; margin: 0.75rem 0 1rem; }
  .thumbs button { padding: 0; border: 3px solid transparent; border-radius: ${(p) => p.theme.radius.sm}; cursor: pointer; background: none; }
  .thumbs button[aria-current="true"] { border-color: ${(p) => p.theme.color.saffron}; }
  .thumbs img { width: 96px; height: 64px; object-fit: cover; border-radius: 5px; }
  .text p { white-space: pre-line; }
`;

type Dest = { id: string; name: string; shortDescription: string; description: string; images: string[] };

export function DestinationCarousel({ dest }: { dest: Dest }) {
  const { t } = useTranslation();
  const [i, setI] = useState(0);
  const n = dest.images.length;
  return (
    <Carousel>
      <div className="stage">
        <img src={dest.images[i]} alt={t("fleet.photo", { n: i + 1, name: dest.name })} width={1200} height={800} />
        <button type="button" className="nav prev" aria-label={t("dest.prev")} onClick={() => setI((i - 1 + n) % n)}>‹</button>
        <button type="button" className="nav next" aria-label={t("dest.next")} onClick={() => setI((i + 1) % n)}>›</button>
        <span className="counter" aria-live="polite">{t("dest.counter", { n: i + 1, total: n })}</span>
      </div>
      <div className="thumbs">
        {dest.images.map((src, k) => (
          <button key={src + k} type="button" aria-label={t("dest.thumb", { n: k + 1, name: dest.name })} aria-current={k === i} onClick={() => setI(k)}>
            <img src={src} alt="" width={96} height={64} loading="lazy" />
          </button>
        ))}
      </div>
      <div className="text"><p>{dest.description}</p></div>
    </Carousel>
  );
}

export function Destinations() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(DestinationsQuery);
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<Dest | null>(null);
  const list = data?.destinations ?? [];
  const shown = all ? list : list.slice(0, INITIAL_DESTINATIONS);
  return (
    <Section $tone="sand" id="destinations" aria-labelledby="dest-title">
      <Container>
        <h2 id="dest-title">{t("home.destTitle")}</h2>
        <p>{t("home.destText")}</p>
        <Grid $min="250px">
          {loading && !list.length && [...Array(4)].map((_, k) => <Skeleton key={k} $h="260px" />)}
          {shown.map((d) => (
            <CardButton key={d.id} type="button" onClick={() => setOpen(d)} aria-label={t("dest.open", { name: d.name })}>
              <img src={d.images[0]} alt="" width={1200} height={800} loading="lazy" />
              <div>
                <h3>{d.name}</h3>
                <p>{d.shortDescription}</p>
              </div>
            </CardButton>
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
