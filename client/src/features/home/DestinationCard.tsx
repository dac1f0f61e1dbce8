import styled from "styled-components";
import { useTranslation } from "../../i18n";
import type { Dest } from "./DestinationCarousel";

const CardButton = styled.button`
  all: unset;
  cursor: pointer;
  display: block;
  background: #fff;
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow.card};
  transition: transform 0.2s ease;
  &:hover {
    transform: translateY(-4px);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.saffron};
  }
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  div {
    padding: 1rem 1.1rem 1.2rem;
  }
  h3 {
    margin: 0 0 0.3rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.95rem;
  }
`;

/** A destination's card on the home page: first photo, name and short description; opens the dialog. */
export function DestinationCard({ dest: d, onOpen, more }: { dest: Dest; onOpen: (d: Dest) => void; more?: boolean }) {
  const { t } = useTranslation();
  return (
    <CardButton
      type="button"
      className={more ? "more" : undefined}
      onClick={() => onOpen(d)}
      aria-label={t("dest.open", { name: d.name })}
    >
      <img src={d.images[0]} alt="" width={1200} height={800} loading="lazy" />
      <div>
        <h3>{d.name}</h3>
        <p>{d.shortDescription}</p>
      </div>
    </CardButton>
  );
}
