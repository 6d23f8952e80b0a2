import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../tokens/tokens';

/** One term and its value. */
export interface DescriptionItem {
  /** The field name, e.g. 'Organization'. */
  term: ReactNode;
  /** The value; null, undefined or '' show as '—'. */
  description?: ReactNode;
  /** A stable key when terms are not unique strings. */
  key?: string;
}

export interface DescriptionListProps {
  /** The pairs, in reading order. */
  items: DescriptionItem[];
  /** Columns on wide screens; narrow screens always use one. */
  columns?: 1 | 2;
  /** What an empty value shows. */
  emptyText?: string;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--tck-space-4) var(--tck-space-6);
  margin: 0;

  @media (min-width: ${tokens.breakpoint.md}) {
    &[data-columns='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const Pair = styled.div`
  min-width: 0;
  padding-bottom: var(--tck-space-3);
  border-bottom: 1px solid var(--tck-color-border);
`;

const Term = styled.dt`
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
`;

const Description = styled.dd`
  margin: var(--tck-space-1) 0 0;
  overflow-wrap: anywhere;
`;

const isEmpty = (value: ReactNode) =>
  value === undefined || value === null || value === '' || value === false;

/** Term/description pairs for show pages, in two columns on wide screens. */
export function DescriptionList({ items, columns = 2, emptyText = '—' }: DescriptionListProps) {
  return (
    <List data-component="DescriptionList" data-columns={columns}>
      {items.map((item, index) => (
        <Pair key={item.key ?? (typeof item.term === 'string' ? item.term : index)}>
          <Term>{item.term}</Term>
          <Description>{isEmpty(item.description) ? emptyText : item.description}</Description>
        </Pair>
      ))}
    </List>
  );
}
