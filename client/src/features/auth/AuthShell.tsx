import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";

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

/** An auth page's card: its title and subtitle, the form, and below it `alt`, the way to another auth page. */
export function AuthShell(props: { title: string; subtitle?: string; alt?: ReactNode; children: ReactNode }) {
  const { title, subtitle, alt, children } = props;
  return (
    <Page>
      <Box>
        <h1>{title}</h1>
        {subtitle && <p className="sub">{subtitle}</p>}
        {children}
        {alt && <p className="alt">{alt}</p>}
      </Box>
    </Page>
  );
}

const SubmitError = styled(ErrorText)`
  margin-bottom: 1rem;
`;
/** Room above a form's end where its last field has none of its own (the terms' box). */
export const Gap = styled.div`
  height: 1rem;
`;

/** An auth form's end: what went wrong, if anything, above its full-width submit button (`busyLabel` while busy). */
export function AuthSubmit(props: { error?: string | null; busy: boolean; label: string; busyLabel: string }) {
  const { error, busy, label, busyLabel } = props;
  return (
    <>
      {error && <SubmitError role="alert">{error}</SubmitError>}
      <Button type="submit" $block disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
