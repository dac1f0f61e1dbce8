import { useId } from "react";
import styled from "styled-components";
import { numberFormat, relativeTimeFormat, useTranslation } from "../../i18n";
import { DAY_MS } from "../../app/calendar";
import { reviews, reviewsMoreUrl } from "../../content/site";
import { Container, Eyebrow, Grid, Section } from "../../ui/Page";

const Card = styled.figure`
  margin: 0;
  background: ${(p) => p.theme.color.cream};
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 1.4rem;
  display: flex;
  flex-direction: column;
  gap: 0.7rem;
  header {
    display: flex;
    gap: 0.8rem;
    align-items: center;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }
  figcaption strong {
    display: block;
  }
  figcaption span {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
  }
  blockquote {
    margin: 0;
    color: ${(p) => p.theme.color.ink};
  }
`;
const StarRow = styled.span`
  display: inline-flex;
  gap: 3px;
  color: ${(p) => p.theme.color.saffronDark};
`;
const STAR = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z";

/** How much of each of the five stars is filled: 1, 0.5 (half stars are allowed) or 0. */
export function starFills(rating: number): number[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [0, 1, 2, 3, 4].map((i) => Math.min(1, Math.max(0, (halves - i * 2) / 2)));
}

/** Drawn stars (no font has to carry a half-star glyph), read out as "Rated 4.5 out of 5". */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const id = useId();
  return (
    <StarRow role="img" aria-label={label}>
      {starFills(rating).map((fill, i) => (
        <svg key={i} viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" data-fill={fill}>
          <clipPath id={`${id}-${i}`}>
            <rect width={24 * fill} height={24} />
          </clipPath>
          <path d={STAR} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
          <path d={STAR} fill="currentColor" clipPath={`url(#${id}-${i})`} />
        </svg>
      ))}
    </StarRow>
  );
}

const MoreReviews = styled.p`
  margin-top: 1.5rem;
`;

/** "3 months ago" in the given Intl locale (en-US on English pages, hi-IN on Hindi ones). */
export function relativeTime(unixSeconds: number, now = Date.now(), locale = "en-US") {
  const rtf = relativeTimeFormat(locale);
  const days = Math.round((unixSeconds * 1000 - now) / DAY_MS);
  if (Math.abs(days) < 30) return rtf.format(days, "day");
  const months = Math.round(days / 30);
  if (Math.abs(months) < 12) return rtf.format(months, "month");
  return rtf.format(Math.round(days / 365), "year");
}

export function Reviews() {
  const { t, i18n } = useTranslation();
  const { locale } = i18n;
  const number = numberFormat(locale);
  return (
    <Section $tone="white" aria-labelledby="reviews-title">
      <Container>
        <Eyebrow>{t("home.reviewsEyebrow")}</Eyebrow>
        <h2 id="reviews-title">{t("home.reviewsTitle")}</h2>
        <Grid $min="250px">
          {reviews.map((r) => (
            <Card key={r.id}>
              <header>
                <img src={r.profile_photo_url} alt="" width={56} height={56} loading="lazy" />
                <figcaption>
                  <strong>{r.author_name}</strong>
                  <span>{relativeTime(r.time, Date.now(), locale)}</span>
                </figcaption>
              </header>
              <Stars rating={r.rating} label={t("home.rating", { rating: number.format(r.rating) })} />
              {/* Customers' own words, as written: marked English on a Hindi page for screen readers. */}
              <blockquote lang={i18n.language === "en" ? undefined : "en"}>{r.text}</blockquote>
            </Card>
          ))}
        </Grid>
        <MoreReviews>
          <a href={reviewsMoreUrl} target="_blank" rel="noopener noreferrer">
            {t("home.moreReviews")}
          </a>
        </MoreReviews>
      </Container>
    </Section>
  );
}
