import styled from "styled-components";
import { controlLook } from "../../ui/Field";

/** Settings → Messages, below the forms before it. */
export const Section = styled.section`
  margin-top: 2rem;
  h4 {
    margin: 1.2rem 0 0.5rem;
    font-size: 1.05rem;
  }
`;

/** A webhook's URL to copy: its label above, the text (selected on focus) and its Copy button side by side. */
export const CopyRow = styled.div`
  display: grid;
  gap: 0.35rem;
  max-width: 760px;
  margin-bottom: 0.9rem;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  > div {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 0.4rem 0.6rem;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
    ${controlLook}
  }
  [role="status"] {
    color: ${(p) => p.theme.color.success};
    font-size: 0.9rem;
  }
`;

/** The cost table's month, as narrow as a month is. */
export const MonthField = styled.div`
  max-width: 240px;
`;

/** One template: its name and switch, what it is, then its texts per language. */
export const TemplateCard = styled.article`
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: 10px;
  padding: 0.8rem 1rem;
  margin-bottom: 0.8rem;
  overflow-wrap: anywhere;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.4rem 1rem;
  }
  h5 {
    margin: 0;
    font-size: 1rem;
  }
  h5 code {
    font-weight: 400;
    font-size: 0.85rem;
    color: ${(p) => p.theme.color.muted};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.2rem 0.8rem;
    margin: 0.6rem 0;
    font-size: 0.92rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

/** A template's texts, English beside Hindi on a wide screen, one under the other on a phone. */
export const Texts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: 0.8rem;
  h6 {
    margin: 0 0 0.3rem;
    font-size: 0.95rem;
  }
  dl {
    grid-template-columns: 1fr;
    margin: 0;
    background: ${(p) => p.theme.color.cream};
    border-radius: 8px;
    padding: 0.6rem 0.8rem;
  }
  dd {
    margin-bottom: 0.4rem;
    white-space: pre-wrap;
  }
  dd code {
    font-size: 0.85rem;
  }
`;

/** The template's on/off switch (a checkbox drawn as a switch), or its state for staff who may not change it. */
export const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  min-height: 40px;
  cursor: pointer;
  input {
    appearance: none;
    width: 42px;
    height: 24px;
    border-radius: 999px;
    background: ${(p) => p.theme.color.line};
    position: relative;
    cursor: pointer;
    transition: background 0.15s ease;
    flex: none;
  }
  input::after {
    content: "";
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s ease;
  }
  input:checked {
    background: ${(p) => p.theme.color.success};
  }
  input:checked::after {
    transform: translateX(18px);
  }
  input:focus-visible {
    outline: 3px solid rgba(242, 159, 5, 0.6);
    outline-offset: 2px;
  }
  input:disabled {
    opacity: 0.6;
  }
`;

/** The month's messages and cost per template, scrolling sideways inside the panel on a phone. */
export const CostTable = styled.div`
  overflow-x: auto;
  max-width: 760px;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    @media (max-width: ${(p) => p.theme.bp.sm}) {
      padding: 6px 4px;
      font-size: 0.9rem;
    }
    border-bottom: 1px solid ${(p) => p.theme.color.line};
  }
  thead th {
    background: ${(p) => p.theme.color.sand};
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
  }
`;
