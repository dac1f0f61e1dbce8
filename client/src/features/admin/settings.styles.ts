import styled from "styled-components";

/** One of Settings' forms, below the one before it. */
export const SettingsForm = styled.form<{ $top?: string }>`
  margin-top: ${(p) => p.$top ?? "2rem"};
`;
