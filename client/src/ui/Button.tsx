import { Link } from "react-router";
import styled, { css } from "styled-components";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const base = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 46px;
  padding: 0.7rem 1.4rem;
  border-radius: ${(p) => p.theme.radius.round};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease,
    background 0.15s ease;
  width: ${(p) => (p.$block ? "100%" : "auto")};
  ${(p) =>
    p.$variant === "secondary"
      ? css`
          background: transparent;
          color: ${p.theme.color.maroon};
          border-color: ${p.theme.color.maroon};
        `
      : p.$variant === "ghost"
        ? css`
            background: rgba(255, 255, 255, 0.12);
            color: #fff;
            border-color: rgba(255, 255, 255, 0.7);
          `
        : p.$variant === "danger"
          ? css`
              background: ${p.theme.color.danger};
              color: #fff;
            `
          : css`
              background: ${p.theme.color.saffron};
              color: ${p.theme.color.ink};
            `}
  &:hover:not(:disabled, [aria-disabled="true"]) {
    transform: translateY(-1px);
    box-shadow: ${(p) => p.theme.shadow.card};
  }
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;
export const LinkButton = styled(Link)<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

type Target = { to: string; label: string };

/** A call to action's two links side by side: the `main` one, and a quieter `other` (the ghost style, for a dark ground). */
export function LinkPair({ main, other, className }: { main: Target; other: Target; className?: string }) {
  return (
    <div className={className}>
      <LinkButton to={main.to}>{main.label}</LinkButton>
      <LinkButton to={other.to} $variant="ghost">
        {other.label}
      </LinkButton>
    </div>
  );
}
