import styled from "styled-components";

/** One channel's messages (E-mail, WhatsApp, SMS) under its own small heading. */
export const Group = styled.div`
  margin-top: 0.75rem;
  h4 {
    margin: 0 0 0.4rem;
    font-size: 1rem;
  }
  > p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

/** A channel's messages, each with a bar on its left coloured by its state. */
export const MessageList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  li {
    border-left: 4px solid ${(p) => p.theme.color.saffron};
    padding: 0.35rem 0.75rem;
    overflow-wrap: anywhere;
  }
  li[data-state="failed"] {
    border-color: ${(p) => p.theme.color.danger};
  }
  li[data-state="sent"],
  li[data-state="delivered"],
  li[data-state="read"] {
    border-color: ${(p) => p.theme.color.success};
  }
  li[data-state="skipped"] {
    border-color: ${(p) => p.theme.color.line};
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.muted};
  }
  li[data-state="failed"] .error {
    color: ${(p) => p.theme.color.danger};
  }
  details {
    margin-top: 0.2rem;
    font-size: 0.9rem;
  }
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.color.maroon};
  }
  details p {
    margin: 0.3rem 0 0;
    white-space: pre-wrap;
  }
  button {
    margin-top: 0.3rem;
    min-height: 36px;
  }
`;
