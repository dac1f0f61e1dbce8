import styled from "styled-components";
import { Columns } from "../../ui/Page";

export const Layout = styled(Columns).attrs({ $main: 1.6 })`
  /* Scrolled to on Continue and Back: clear of the fixed navigation bar. */
  .wizard {
    scroll-margin-top: 5.5rem;
    outline: none;
  }
  .row {
    display: grid;
    gap: 0 1rem;
    grid-template-columns: 1fr 1fr;
  }
  @media (max-width: 600px) {
    .row {
      grid-template-columns: 1fr;
    }
  }
  .trip-plan {
    display: grid;
    gap: 0.5rem;
    margin: -0.25rem 0 1rem;
    justify-items: start;
  }
  .trip-plan .stop,
  .trip-plan > div {
    justify-self: stretch;
  }
  .trip-plan .stop {
    border-left: 3px solid ${(p) => p.theme.color.saffron};
    padding-left: 0.9rem;
  }
  .note {
    background: ${(p) => p.theme.color.sand};
    border-left: 4px solid ${(p) => p.theme.color.saffron};
    padding: 0.7rem 1rem;
    border-radius: 6px;
  }
  .actions {
    display: flex;
    gap: 0.75rem;
    justify-content: space-between;
    margin-top: 1rem;
  }
  aside ul {
    padding-left: 1.1rem;
    margin: 0;
    display: grid;
    gap: 0.4rem;
  }
`;
export const Steps = styled.ol`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
  counter-reset: s;
  li {
    flex: 1;
    padding: 0.6rem 0.4rem;
    border-bottom: 4px solid ${(p) => p.theme.color.line};
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.95rem;
  }
  li[aria-current="step"] {
    border-color: ${(p) => p.theme.color.saffron};
    color: ${(p) => p.theme.color.maroonDark};
  }
  li.done {
    border-color: ${(p) => p.theme.color.maroon};
  }
`;

/** A step of the wizard: its fields, with no frame of their own. */
export const Step = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
`;
