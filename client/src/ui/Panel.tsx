import type { ReactNode } from "react";
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

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

/** A panel's title (`id` labels the panel) with its main action beside it, below it on a narrow screen. */
export function PanelHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Header>
      <h2 id={id}>{title}</h2>
      {children}
    </Header>
  );
}
