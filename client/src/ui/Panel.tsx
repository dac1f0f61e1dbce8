import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "./Button";

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
function PanelHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Header>
      <h2 id={id}>{title}</h2>
      {children}
    </Header>
  );
}

/**
 * A panel of things staff keep (buses, destinations): its title, labelling it, with the button that adds
 * one (`addLabel`, calling `onAdd`) beside it, and the panel's content below.
 */
export function AddPanel(props: {
  id: string;
  title: string;
  addLabel: string;
  /** Without it (staff who may not add), no Add button. */
  onAdd?: () => void;
  children: ReactNode;
}) {
  const { id, title, addLabel, onAdd, children } = props;
  return (
    <Panel aria-labelledby={id}>
      <PanelHeader id={id} title={title}>
        {onAdd && (
          <Button type="button" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </PanelHeader>
      {children}
    </Panel>
  );
}
