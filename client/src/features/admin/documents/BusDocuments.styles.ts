import styled from "styled-components";

/** A bus's Documents: a framed group inside the bus's form. */
export const Box = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: 10px;
  padding: 1rem;
  margin: 1.25rem 0 0;
  min-width: 0;
  select {
    max-width: 100%;
  }
  legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
`;

export const Help = styled.p`
  margin-top: 0;
  font-size: 0.9rem;
`;

/** A row of fields (adding a document, renewing one), as many to a line as fit. */
export const Fields = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: end;
`;

export const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

export const Item = styled.li`
  background: ${(p) => p.theme.color.sand};
  padding: 0.55rem 0.75rem;
  border-radius: 8px;
  display: grid;
  gap: 0.35rem;
`;

/**
 * A document's name and number, with its status at the end of the line, ruled off from its dates. (Its padding
 * and rule are the ones it had when it took the class name of the bus dialog's own header.)
 */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${(p) => p.theme.color.line};
`;

export const Acts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: end;
`;
