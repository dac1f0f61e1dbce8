import styled from "styled-components";

/** A white card with a title, the admin area's section frame. */
export const Panel = styled.section`
  background: #fff;
  border-radius: 14px;
  border: 1px solid ${(p) => p.theme.color.line};
  padding: 1.2rem;
  overflow: hidden;
  min-width: 0;
  h2 {
    font-size: 1.4rem;
  }
`;
