import { useState } from "react";
import styled from "styled-components";
import { Photo, Thumbnails } from "../../ui/Thumbnails";
import { useTranslation } from "../../i18n";

const Carousel = styled.div`
  .stage {
    position: relative;
  }
  .nav {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    min-width: 48px;
    min-height: 48px;
    border-radius: 50%;
    border: 0;
    background: rgba(255, 255, 255, 0.9);
    cursor: pointer;
    font-size: 1.5rem;
  }
  .prev {
    left: 0.75rem;
  }
  .next {
    right: 0.75rem;
  }
  .counter {
    position: absolute;
    bottom: 0.75rem;
    right: 0.75rem;
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    font-size: 0.9rem;
  }
  .thumbs {
    margin: 0.75rem 0 1rem;
  }
  .text p {
    white-space: pre-line;
  }
`;

export type Dest = { id: string; name: string; shortDescription: string; description: string; images: string[] };

/** A destination in the dialog: its photos with previous / next and thumbnails, then its description. */
export function DestinationCarousel({ dest }: { dest: Dest }) {
  const { t } = useTranslation();
  const [i, setI] = useState(0);
  const n = dest.images.length;
  return (
    <Carousel>
      <div className="stage">
        <Photo src={dest.images[i]} alt={t("fleet.photo", { n: i + 1, name: dest.name })} width={1200} height={800} />
        <button type="button" className="nav prev" aria-label={t("dest.prev")} onClick={() => setI((i - 1 + n) % n)}>
          ‹
        </button>
        <button type="button" className="nav next" aria-label={t("dest.next")} onClick={() => setI((i + 1) % n)}>
          ›
        </button>
        <span className="counter" aria-live="polite">
          {t("dest.counter", { n: i + 1, total: n })}
        </span>
      </div>
      <Thumbnails
        images={dest.images}
        current={i}
        onSelect={setI}
        label={(k) => t("dest.thumb", { n: k + 1, name: dest.name })}
        width={96}
        height={64}
      />
      <div className="text">
        <p>{dest.description}</p>
      </div>
    </Carousel>
  );
}
