import styled, { keyframes } from 'styled-components';
import { tokens } from '../tokens/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: var(--tck-color-surface);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
`;

export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-2) var(--tck-space-3);
  padding: var(--tck-space-2) var(--tck-space-3);
  border-bottom: 1px solid var(--tck-color-border);
  background: var(--tck-color-secondary);
  color: var(--tck-color-secondary-text);
  font-size: var(--tck-font-size-sm);
`;

export const SelectedCount = styled.span`
  font-weight: var(--tck-font-weight-semibold);
`;

export const BulkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-2);
  margin-left: auto;
`;

/** A line as wide as the table's place, no higher: its size changes with that room only. */
export const Room = styled.div`
  height: 0;
`;

export const Scroller = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;

  /* A table that stacks its rows does so by the room it has, not the screen's. */
  &[data-stack='true'] {
    container-type: inline-size;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--tck-font-size-sm);

  /*
   * From a tablet up a wide table fits its width by wrapping headers and values between words,
   * so no column ends up under the sticky actions column; amounts stay on one line, and a
   * reference or a number is never broken inside. A table that still does not fit (values kept
   * to one line, more columns than its place has room for) wraps its widest columns more, as
   * few as it must (data-fit, as fitTable measures it): between words, then inside words.
   */
  @media (width >= ${tokens.breakpoint.md}) {
    & td[data-align='end'] {
      white-space: nowrap;
    }
    & :is(td, th)[data-fit],
    & td[data-fit] * {
      white-space: normal;
    }
    & :is(td, th)[data-fit='break'] {
      overflow-wrap: anywhere;
    }
    /* Narrowed by what the table is too wide (over a column's own width). */
    & th[data-fit='break'] {
      width: var(--tck-fit-width) !important;
    }
  }

  /* On a phone the table scrolls sideways with a line a row, rather than squeezing its text. */
  @media (width < ${tokens.breakpoint.md}) {
    & td,
    & th {
      white-space: nowrap;
    }
  }

  /*
   * A stacking table with little room (a dashboard's quarter-width cell) shows each row as
   * lines of "column: value" under a wrapping row of its headers (still its sort buttons).
   */
  @container (width < 26rem) {
    &[data-stack='true'] > thead > tr {
      display: flex;
      flex-wrap: wrap;
      gap: var(--tck-space-1) var(--tck-space-3);
      padding: var(--tck-space-2) var(--tck-space-3);
      border-bottom: 2px solid var(--tck-color-border);
      background: var(--tck-color-background);
    }
    &[data-stack='true'] > thead th {
      padding: 0;
      border: 0;
    }
    &[data-stack='true'] > tbody > tr {
      display: block;
      padding: var(--tck-space-2) var(--tck-space-3);
      border-bottom: 1px solid var(--tck-color-border);
    }
    &[data-stack='true'] > tbody > tr:last-child {
      border-bottom: 0;
    }
    &[data-stack='true'] > tbody td:not([colspan]) {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: var(--tck-space-2);
      padding: var(--tck-space-1) 0;
      border: 0;
      text-align: start;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    &[data-stack='true'] [data-part='stack-label'] {
      display: block;
    }
  }
`;

export const Caption = styled.caption`
  padding: var(--tck-space-3);
  text-align: start;
  font-size: var(--tck-font-size-md);
  font-weight: var(--tck-font-weight-semibold);

  &[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const HeaderCell = styled.th`
  padding: var(--tck-space-2) var(--tck-space-3);
  border-bottom: 2px solid var(--tck-color-border);
  background: var(--tck-color-background);
  color: var(--tck-color-text);
  font-weight: var(--tck-font-weight-semibold);
  text-align: start;

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-1);
  margin: calc(-1 * var(--tck-space-1));
  padding: var(--tck-space-1);
  border: 0;
  border-radius: var(--tck-radius-sm);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
  }
`;

export const Cell = styled.td`
  padding: var(--tck-space-2) var(--tck-space-3);
  border-bottom: 1px solid var(--tck-color-border);
  vertical-align: middle;

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
`;

/**
 * The row-actions column stays in view when a narrow screen scrolls the table sideways: it
 * sticks to the table's end edge, on the table's own background.
 */
export const ActionsHeaderCell = styled(HeaderCell)`
  position: sticky;
  right: 0;

  [data-overflowing='true'] & {
    box-shadow: inset 1px 0 0 var(--tck-color-border);
  }
`;

export const ActionsCell = styled(Cell)`
  position: sticky;
  right: 0;

  /* Only while the table scrolls under it does the column need its own background. */
  [data-overflowing='true'] & {
    background: var(--tck-color-surface);
    box-shadow: inset 1px 0 0 var(--tck-color-border);
  }
`;

export const Row = styled.tr`
  &:last-child > td {
    border-bottom: 0;
  }
  &:hover > td {
    background: var(--tck-color-background);
  }
  &[data-selected='true'] > td {
    background: var(--tck-color-secondary);
  }
`;

export const CheckCell = styled.td`
  width: 2.5rem;
  padding: var(--tck-space-2) var(--tck-space-3);
  border-bottom: 1px solid var(--tck-color-border);
  text-align: center;
`;

export const CheckHeader = styled.th`
  width: 2.5rem;
  padding: var(--tck-space-2) var(--tck-space-3);
  border-bottom: 2px solid var(--tck-color-border);
  background: var(--tck-color-background);
  text-align: center;
`;

export const Checkbox = styled.input`
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: var(--tck-color-primary);
  cursor: pointer;
`;

export const Actions = styled.div`
  display: inline-flex;
  gap: var(--tck-space-1);
`;

export const ActionButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--tck-control-height-sm);
  height: var(--tck-control-height-sm);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-primary);
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
  }
  &[data-action='delete'] {
    color: var(--tck-color-danger);
  }
`;

/** A column's header beside its value, shown only while a table's rows stack. */
export const StackLabel = styled.span`
  display: none;
  color: var(--tck-color-text-muted);
  font-weight: var(--tck-font-weight-semibold);
  overflow-wrap: anywhere;
`;

export const EmptyCell = styled.td`
  padding: var(--tck-space-6) var(--tck-space-3);
  color: var(--tck-color-text-muted);
  text-align: center;
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const Placeholder = styled.span`
  display: block;
  height: 0.75rem;
  border-radius: var(--tck-radius-sm);
  background: linear-gradient(
    90deg,
    var(--tck-color-secondary) 25%,
    var(--tck-color-background) 50%,
    var(--tck-color-secondary) 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
