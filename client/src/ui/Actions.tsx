import styled from "styled-components";
import { Button } from "./Button";

/** An action written as a link in a line of text (withdraw a link, open a customer's row). */
export const TextButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: ${(p) => p.theme.color.maroon};
  text-decoration: underline;
  cursor: pointer;
`;

/** A button for a row of a list, lower than a form's. */
export const SmallButton = styled(Button)`
  min-height: 36px;
`;
