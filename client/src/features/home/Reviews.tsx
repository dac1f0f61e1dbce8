import { useTranslation } from "../../app/i18n";
import styled from "styled-components";
import { reviews, reviewsMoreUrl } from "../../content/site";
import { Container, Grid, Section } from "../../ui/Layout";

const Card = styled.figure`
  margin: 0; background: #fff; border-radius: ${(p) => p.theme.radius.md}; padding: 1.4rem; box-shadow: ${(p) => p.theme.shadow.card};
  display: flex; flex-direction: column; gap: 0.7rem;
  header { display: flex; gap: 0.8rem; align-items: center; }
  img { width: 56px; height: 56px; border-radius: 50%; }
  figcaption strong { display: block; }
  figcaption span { color: ${(p) => p.theme.color.muted}; font-size: 0.9rem; }
  blockquote { margin: 0; color: ${(p) => p.theme.color.ink}; }
`;
const Stars = styled.span`
  color: ${(p) => p.theme.color.saffronDark}; letter-spacing: 2px; font-size: 1.1rem;
`;

/** Stars with halves: ★ full, ⯪ half, ☆ empty. */
export function starText(rating: number) {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5 ? 1 : 0;
  return "★".repeat(full) + (half ? "⯪" : "") + "☆".repeat(5 - full - half);
}

export function relativeTime(unixSeconds: number, now = Date.now()) {
  const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  const days = Math.round((unixSeconds * 1000 - now) / 86400000);
  if (Math.abs(days) < 30) return rtf.format(days, "day");
  const months = Math.round(days / 30);
  if (Math.abs(months) < 12) return rtf.format(months, "month");
  return rtf.format(Math.round(days / 365), "year");
}

export function Reviews() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="reviews-title">
      <Container>
        <h2 id="reviews-title">{t("home.reviewsTitle")}</h2>
        <Grid $min="250px">
          {reviews.map((r) => (
            <Card key={r.id}>
              <header>
                <img src={r.profile_photo_url} alt="" width={56} height={56} loading="lazy" />
                <figcaption>
                  <strong>{r.author_name}</strong>
                  <span>{relativeTime(r.time)}</span>
                </figcaption>
              </header>
              <Stars role="img" aria-label={t("home.rating", { rating: r.rating })}>{starText(r.rating)}</Stars>
              <blockquote>{r.text}</blockquote>
            </Card>
          ))}
        </Grid>
        <p style={{ marginTop: "1.5rem" }}>
          <a href={reviewsMoreUrl} target="_blank" rel="noopener noreferrer">{t("home.moreReviews")}</a>
        </p>
      </Container>
    </Section>
  );
}
