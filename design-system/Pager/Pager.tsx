import styled from 'styled-components';
import { pagerModel } from './model';

export interface PagerProps {
  /** The page being shown (1-based). */
  currentPage: number;
  /** The number of pages (the API's last_page). */
  lastPage: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /** The most page number buttons to show (the spec's limit is 5). */
  maxButtons?: number;
  /** Renders nothing when there is only one page. */
  hideWhenSingle?: boolean;
  /** The navigation landmark's accessible name. */
  label?: string;
}

const Nav = styled.nav`
  display: flex;
  justify-content: flex-end;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--tck-space-1);
  min-width: var(--tck-control-height-sm);
  min-height: var(--tck-control-height-sm);
  padding: 0 var(--tck-space-2);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  font-size: var(--tck-font-size-sm);
  cursor: pointer;

  &:hover:not(:disabled, [aria-current='page']) {
    background: var(--tck-color-secondary);
  }
  &[aria-current='page'] {
    border-color: var(--tck-color-primary);
    background: var(--tck-color-primary);
    color: var(--tck-color-primary-text);
    font-weight: var(--tck-font-weight-semibold);
    cursor: default;
  }
  &:disabled {
    color: var(--tck-color-text-muted);
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
    <path
      d={direction === 'left' ? 'M6 1L1 6l5 5' : 'M2 1l5 5-5 5'}
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
    />
  </svg>
);

/** Pagination: previous, at most 5 page numbers around the current page, next. */
export function Pager({
  currentPage,
  lastPage,
  onPageChange,
  maxButtons = 5,
  hideWhenSingle = false,
  label = 'Pagination',
}: PagerProps) {
  const model = pagerModel({ currentPage, lastPage, maxButtons });
  if (hideWhenSingle && model.lastPage <= 1) return null;
  const { previousPage, nextPage } = model;
  return (
    <Nav data-component="Pager" aria-label={label}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label="Previous page"
            disabled={previousPage === null}
            onClick={() => previousPage !== null && onPageChange(previousPage)}
          >
            <Chevron direction="left" />
            Previous
          </PageButton>
        </li>
        {model.pages.map((page) => {
          const current = page === model.currentPage;
          return (
            <li key={page}>
              <PageButton
                type="button"
                aria-label={`Page ${page}`}
                aria-current={current ? 'page' : undefined}
                onClick={() => !current && onPageChange(page)}
              >
                {page}
              </PageButton>
            </li>
          );
        })}
        <li>
          <PageButton
            type="button"
            aria-label="Next page"
            disabled={nextPage === null}
            onClick={() => nextPage !== null && onPageChange(nextPage)}
          >
            Next
            <Chevron direction="right" />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
