import styled, { keyframes } from "styled-components";

export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
`;

export const Section = styled.section<{ $tone?: "cream" | "sand" | "maroon" | "white" }>`
  padding: clamp(3rem, 7vw, 5.5rem) 0;
  background: ${(p) => (p.$tone === "sand" ? p.theme.color.sand : p.$tone === "maroon" ? p.theme.color.maroon : p.$tone === "white" ? "#fff" : "transparent")};
  color: ${(p) => (p.$tone === "maroon" ? p.theme.color.cream : "inherit")};
`;

/** A page's main column and its side column (`$main` : 1), one under the other below 900px. */
export const Columns = styled.div<{ $main: number }>`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, ${(p) => p.$main}fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

export const Card = styled.div`
  background: #fff;
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.card};
  border: 1px solid ${(p) => p.theme.color.line};
  overflow: hidden;
`;

export const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.14em;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${(p) => p.theme.color.saffronDark};
  margin-bottom: 0.6rem;
`;

const shimmer = keyframes`from { background-position: -400px 0; } to { background-position: 400px 0; }`;
export const Skeleton = styled.div<{ $h?: string; $w?: string }>`
  height: ${(p) => p.$h ?? "1rem"};
  width: ${(p) => p.$w ?? "100%"};
  border-radius: ${(p) => p.theme.radius.sm};
  background: linear-gradient(90deg, #efe3cc 0%, #f8efdd 50%, #efe3cc 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

export const PageHeader = styled.header`
  background: linear-gradient(135deg, ${(p) => p.theme.color.maroonDark}, ${(p) => p.theme.color.indigo});
  color: ${(p) => p.theme.color.cream};
  padding: 8rem 0 3.5rem;
  h1 {
    color: #fff;
    margin-bottom: 0.4rem;
  }
  p {
    color: #f1e4cc;
    max-width: 640px;
    margin: 0;
  }
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$min ?? "280px"}), 1fr));
`;

/** The coloured page header with the page's title and an optional lead line. */
export function PageHero({ title, lead }: { title: string; lead?: string }) {
  return (
    <PageHeader>
      <Container>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </Container>
    </PageHeader>
  );
}
