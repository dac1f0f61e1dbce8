import { useEffect, useState } from "react";
import { Photo, Thumbnails } from "../../ui/Thumbnails";
import { useTranslation } from "../../i18n";
import styled from "styled-components";
import { Dialog } from "../../ui/Dialog";

export const GALLERY_INTERVAL_MS = 5000;

const Enlarged = styled.img`
  width: 100%;
  border-radius: 12px;
`;
const Wrap = styled.div`
  .main {
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
    width: 100%;
    display: block;
  }
  .thumbs {
    margin-top: 0.6rem;
  }
`;

const reducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Auto-advances every 5 seconds unless the enlarged view is open (or motion is reduced). */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [i, setI] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  useEffect(() => {
    if (enlarged || images.length < 2 || reducedMotion()) return;
    const timer = setInterval(() => setI((x) => (x + 1) % images.length), GALLERY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enlarged, images.length]);
  if (!images.length) return null;
  return (
    <Wrap aria-label={t("fleet.gallery", { name })} role="group">
      <button
        type="button"
        className="main"
        onClick={() => setEnlarged(true)}
        aria-label={t("fleet.enlarge", { n: i + 1 })}
      >
        <Photo
          src={images[i]}
          alt={t("fleet.photo", { n: i + 1, name })}
          width={1200}
          height={800}
          data-testid="gallery-main"
        />
      </button>
      <Thumbnails
        images={images}
        current={i}
        onSelect={setI}
        label={(k) => t("dest.thumb", { n: k + 1, name })}
        width={92}
        height={62}
      />
      <Dialog open={enlarged} onClose={() => setEnlarged(false)} title={name} closeLabel={t("fleet.closeImage")}>
        <Enlarged src={images[i]} alt={t("fleet.photo", { n: i + 1, name })} width={1200} height={800} />
      </Dialog>
    </Wrap>
  );
}
