import type { ReactNode } from "react";
import styled from "styled-components";

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 7rem 1rem 3rem;
  background:
    radial-gradient(circle at 20% 10%, rgba(242, 159, 5, 0.25), transparent 40%),
    linear-gradient(160deg, ${(p) => p.theme.color.maroonDark}, ${(p) => p.theme.color.indigo});
`;
const Box = styled.div`
  width: min(460px, 100%);
  background: #fff;
  border-radius: ${(p) => p.theme.radius.lg};
  padding: clamp(1.5rem, 5vw, 2.5rem);
  box-shadow: 0 30px 60px rgba(0, 0, 0, 0.3);
  h1 {
    font-size: 2rem;
    margin-bottom: 0.25rem;
  }
  .sub {
    color: ${(p) => p.theme.color.muted};
    margin-bottom: 1.5rem;
  }
  .alt {
    text-align: center;
    margin: 1.25rem 0 0;
  }
`;

export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Page>
      <Box>
        <h1>{title}</h1>
        {subtitle && <p className="sub">{subtitle}</p>}
        {children}
      </Box>
    </Page>
  );
}
