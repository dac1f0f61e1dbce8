import styled from "styled-components";
import { controlLook } from "../../../ui/Field";

/** Admin -> Staff's invitation form: its fields one under another, no wider than a form reads well. */
export const InviteForm = styled.form`
  display: grid;
  gap: 0.8rem;
  max-width: 520px;
`;

export const MemberList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.8rem;
`;

/** One member: a line under each but the last. */
export const Member = styled.li`
  border-bottom: 1px solid ${(p) => p.theme.color.line};
  padding-bottom: 0.8rem;
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

/** Who the member is on the left, what the owner can do on the right; on a phone one under the other. */
export const MemberLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem 1rem;
  align-items: center;
  justify-content: space-between;
`;

export const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem 0.8rem;
  align-items: center;
  min-width: 0;
  > span {
    color: ${(p) => p.theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

/** "Invited", "Disabled": a small tag beside the member's name. */
export const Tag = styled.em`
  font-style: normal;
  font-size: 0.8rem;
  font-weight: 600;
  padding: 0.1rem 0.55rem;
  border-radius: ${(p) => p.theme.radius.round};
  background: ${(p) => p.theme.color.sand};
  color: ${(p) => p.theme.color.maroonDark};
`;

/**
 * The row's buttons and role select, a little smaller than a form's so that a row stays short; kept to the right
 * when they wrap under the member's name, and on a phone each line of them filled.
 */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  align-items: center;
  margin-left: auto;
  button {
    min-height: 40px;
    padding: 0.4rem 1rem;
  }
  @media (max-width: ${(p) => p.theme.bp.sm}) {
    width: 100%;
    > * {
      flex: 1 1 auto;
    }
    select {
      width: 100%;
    }
  }
`;

/** A member's role, changed in place on their row: drawn like the form's fields, its label read by screen readers only. */
export const RoleSelect = styled.label`
  select {
    min-height: 40px;
    padding: 0.4rem 0.7rem;
    ${controlLook}
  }
`;

/** Admin -> Activity's filters: as many side by side as fit (two on a phone), their fields of one height. */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 0.8rem;
  align-items: end;
  margin-bottom: 1rem;
  > div {
    margin-bottom: 0;
    min-width: 0;
  }
  input,
  select {
    height: 46px;
    min-width: 0;
  }
  input[type="date"] {
    padding-inline: 0.6rem;
  }
`;

/** The log scrolls sideways inside its panel on a phone rather than squeezing its columns. */
export const LogScroll = styled.div`
  overflow-x: auto;
  /* A booking's reference (BK-1a2b) is not broken at its hyphen. */
  .subject {
    white-space: nowrap;
  }
  table {
    width: 100%;
    min-width: 720px;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.55rem;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
  }
  th {
    background: ${(p) => p.theme.color.sand};
  }
  td:first-child {
    white-space: nowrap;
  }
`;

export const Empty = styled.p`
  margin: 0.8rem 0 0;
  color: ${(p) => p.theme.color.muted};
`;

/** An entry's changed fields, one a line. */
export const ChangeList = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  overflow-wrap: anywhere;
`;

/** A booking's entries in its View. */
export const EntryList = styled.ul`
  padding-left: 1.1rem;
`;
