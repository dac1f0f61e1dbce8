import styled, { keyframes } from "styled-components";

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block; width: ${(p) => p.$size}; height: ${(p) => p.$size}; flex: none; vertical-align: -0.15em;
  border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; border-right-color: currentColor; opacity: 0.6; }
`;

/** A small busy indicator. With `label` it announces itself; without, it is decoration next to visible text. */
export function Spinner({ label, size = "1.1em" }: { label?: string; size?: string }) {
  return label ? <Ring $size={size} role="status" aria-label={label} /> : <Ring $size={size} aria-hidden="true" />;
}
