import { tokens } from '@ds';
import styled from 'styled-components';

// The layout of a console list screen, shared by the resource lists and the other list screens.

/** A console screen: header, then its panels one under the other (the layout is the main landmark). */
export const ScreenPage = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
  align-content: start;

  /* On a phone the console's own margin is enough. */
  @media (width < ${tokens.breakpoint.md}) {
    padding: var(--tck-space-2) 0;
  }
`;

/** The filter panel: fields side by side, wrapping, with Search and Reset at the end. */
export const ListFilterPanel = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--tck-space-3);
  padding: var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
`;

/** Under the table: the entries shown, and the pager. */
export const ListFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-3);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;
