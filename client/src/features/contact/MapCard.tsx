import { useState } from "react";
import { useTranslation } from "../../i18n";
import styled from "styled-components";
import { useSettings } from "../shell/useSettings";

const Box = styled.div`
  background: #fff;
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
  .art {
    aspect-ratio: 16 / 9;
    background: linear-gradient(135deg, #f3e6cc, #e9d3ad);
    display: grid;
    place-items: center;
    position: relative;
  }
  .art svg {
    width: 100%;
    height: 100%;
  }
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    display: block;
  }
  .info {
    padding: 1rem 1.2rem 1.2rem;
    display: grid;
    gap: 0.5rem;
  }
  .row {
    display: flex;
    gap: 1.25rem;
    flex-wrap: wrap;
    align-items: center;
  }
  .row a,
  .row button {
    font: inherit;
    font-weight: 600;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  button {
    background: none;
    border: 0;
    color: ${(p) => p.theme.color.maroon};
    text-decoration: underline;
    cursor: pointer;
    padding: 0;
  }
`;

/**
 * The map never breaks the page offline: an address card with a drawn map and a directions link; the
 * live embed loads only when the visitor asks for it.
 */
export function MapCard() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const [live, setLive] = useState(false);
  const q = settings ? `${settings.mapLat},${settings.mapLng}` : "Varanasi";
  return (
    <Box>
      {live ? (
        <iframe
          title={t("map.frame")}
          loading="lazy"
          referrerPolicy="no-referrer"
          src={`https://maps.google.com/maps?q=${encodeURIComponent(q)}&z=15&output=embed`}
        />
      ) : (
        <div className="art" aria-hidden="true">
          <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">
            <rect width="320" height="180" fill="#efe1c4" />
            <path d="M-10 140 Q80 100 160 130 T330 110" stroke="#7fb2c9" strokeWidth="18" fill="none" />
            <path d="M0 60 H320 M60 0 V180 M200 0 V180 M0 20 L320 90" stroke="#fff" strokeWidth="6" />
            <circle cx="200" cy="60" r="14" fill="#6b1e2e" />
            <circle cx="200" cy="60" r="5" fill="#f29f05" />
          </svg>
        </div>
      )}
      <div className="info">
        <strong>{t("map.title")}</strong>
        <span>{settings?.address}</span>
        <div className="row">
          <a
            href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(q)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("map.directions")}
          </a>
          {!live && (
            <button type="button" onClick={() => setLive(true)}>
              {t("map.show")}
            </button>
          )}
        </div>
      </div>
    </Box>
  );
}
