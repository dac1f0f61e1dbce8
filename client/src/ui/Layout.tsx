import styled from "styled-components";
import { Card } from "./Page";

/**
 * Layout pieces several screens share, apart from ui/Page.tsx, which the public pages' first load carries:
 * a screen imports these from here with its own chunk.
 */

/** A row of things (buttons, links) that wraps on a narrow screen. */
export const Cluster = styled.div<{ $gap?: string; $align?: "center" | "end"; $nowrap?: boolean }>`
  display: flex;
  flex-wrap: ${(p) => (p.$nowrap ? "nowrap" : "wrap")};
  gap: ${(p) => p.$gap ?? "0.6rem"};
  ${(p) => p.$align && `align-items: ${p.$align};`}
`;

/** A form's fields side by side, as many to a line as fit at least `$min` wide (`$fill`: keep the empty tracks). */
export const FieldGrid = styled.div<{ $min: string; $fill?: boolean }>`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(${(p) => (p.$fill ? "auto-fill" : "auto-fit")}, minmax(${(p) => p.$min}, 1fr));
`;

/** A group of fields with no frame of its own (read-only as a whole when `disabled`). */
export const Bare = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

/** A short explanation under a form's title. */
export const Hint = styled.p<{ $flush?: boolean; $strong?: boolean }>`
  font-size: 0.9rem;
  ${(p) => p.$flush && "margin-top: 0;"}
  ${(p) => p.$strong && "font-weight: 600;"}
`;

/** A list without bullets, its items `$gap` apart. */
export const PlainList = styled.ul<{ $gap: string; $margin?: string }>`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${(p) => p.$gap};
  ${(p) => p.$margin && `margin: ${p.$margin};`}
`;

/** A card with room inside (`$pad`). */
export const PaddedCard = styled(Card)<{ $pad: string }>`
  padding: ${(p) => p.$pad};
`;

/** A card of facts with its title (a booking's trip, fare, customer, ...). */
export const InfoCard = styled(Card)`
  padding: 1.4rem;
  h2 {
    font-size: 1.3rem;
  }
`;
