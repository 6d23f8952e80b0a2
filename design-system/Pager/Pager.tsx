import { useId, useState } from 'react';
import styled from 'styled-components';
import { pagerModel, typedPage } from './model';

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
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: var(--tck-space-2) var(--tck-space-3);
`;

const Jump = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-1);
  font-size: var(--tck-font-size-sm);
  white-space: nowrap;

  & > input {
    inline-size: 3.5rem;
    min-height: var(--tck-control-height-sm);
    padding: 0 var(--tck-space-2);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    background: var(--tck-color-surface);
    color: var(--tck-color-text);
    font: inherit;
    text-align: center;
  }
  & > input[aria-invalid='true'] {
    border-color: var(--tck-color-danger);
    box-shadow: inset 0 0 0 1px var(--tck-color-danger);
  }
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

const Chevron = ({
  direction,
  double = false,
}: {
  direction: 'left' | 'right';
  double?: boolean;
}) => (
  <svg
    width={double ? 13 : 8}
    height="12"
    viewBox={double ? '0 0 13 12' : '0 0 8 12'}
    aria-hidden="true"
  >
    <path
      d={
        direction === 'left'
          ? `M6 1L1 6l5 5${double ? 'M11 1L6 6l5 5' : ''}`
          : `M2 1l5 5-5 5${double ? 'M7 1l5 5-5 5' : ''}`
      }
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
    />
  </svg>
);

/** A page number typed and gone to (Enter or Go); a number of no page is marked, not sent. */
function PageJump({
  lastPage,
  onPageChange,
}: {
  lastPage: number;
  onPageChange: (page: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [wrong, setWrong] = useState(false);
  const go = () => {
    const page = typedPage(text, lastPage);
    setWrong(page === undefined);
    if (page === undefined) return;
    setText('');
    onPageChange(page);
  };
  return (
    <Jump>
      <label htmlFor={id}>Go to page</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={wrong || undefined}
        aria-describedby={`${id}-of`}
        onChange={(event) => {
          setText(event.target.value);
          setWrong(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // The pager may sit inside a form: Enter goes to the page, it does not submit.
          event.preventDefault();
          go();
        }}
      />
      <span id={`${id}-of`}>of {lastPage}</span>
      <PageButton type="button" onClick={go}>
        Go
      </PageButton>
    </Jump>
  );
}

/**
 * Pagination: first, previous, at most 5 page numbers around the current page, next and last;
 * with more pages than buttons, a page number can be typed and gone to.
 */
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
  const { previousPage, nextPage, firstPage, finalPage } = model;
  return (
    <Nav data-component="Pager" aria-label={label}>
      <List>
        {model.canJump && (
          <li>
            <PageButton
              type="button"
              aria-label="First page"
              disabled={firstPage === null}
              onClick={() => firstPage !== null && onPageChange(firstPage)}
            >
              <Chevron direction="left" double />
              First
            </PageButton>
          </li>
        )}
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
        {model.canJump && (
          <li>
            <PageButton
              type="button"
              aria-label={`Last page, ${String(model.lastPage)}`}
              disabled={finalPage === null}
              onClick={() => finalPage !== null && onPageChange(finalPage)}
            >
              Last
              <Chevron direction="right" double />
            </PageButton>
          </li>
        )}
      </List>
      {model.canJump && <PageJump lastPage={model.lastPage} onPageChange={onPageChange} />}
    </Nav>
  );
}
