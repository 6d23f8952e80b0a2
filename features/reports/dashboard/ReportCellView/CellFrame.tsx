import { apiFailure } from '@api';
import { isSafeLink } from '@domain/report-builder';
import { Button, Spinner } from '@ds';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** What a cell shows: nothing chosen yet, its data on the way, its data, none, or a failure. */
export type CellState = 'unset' | 'loading' | 'ready' | 'empty' | 'error';

/** Inside a live preview a cell's region is named as one, apart from the cell it previews. */
export const CellPreviewContext = createContext(false);

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  background: var(--tck-color-surface);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  box-shadow: var(--tck-shadow-sm);
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--tck-space-1) var(--tck-space-3);
  padding: var(--tck-space-3) var(--tck-space-4);
  border-bottom: 1px solid var(--tck-color-border);
`;

const Title = styled.h3`
  flex: 1;
  margin: 0;
  font-size: var(--tck-font-size-md);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
`;

const Note = styled.span`
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-xs);
`;

const HeaderLink = styled(CellLink)`
  color: var(--tck-color-primary);
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  padding: var(--tck-space-3) var(--tck-space-4) var(--tck-space-4);
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  gap: var(--tck-space-2);
  min-height: 8rem;
  color: var(--tck-color-text-muted);
  text-align: center;

  & > p {
    margin: 0;
  }
`;

/** A link a cell opens (its url): the console decides how to follow it. */
export function CellLink({
  url,
  onOpen,
  label,
  children,
  className,
}: {
  url: string;
  onOpen?: (url: string) => void;
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  // A stored link that is not a path or a web address is shown without a link.
  if (!isSafeLink(url)) return <span className={className}>{children}</span>;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onOpen === undefined || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(url);
  };
  return (
    <a className={className} href={url} aria-label={label} onClick={follow}>
      {children}
    </a>
  );
}

export interface CellFrameProps {
  /** The cell's title (its heading). */
  title: string;
  /** What the cell shows now, as `data-cell-state` for tests and benchmarks. */
  state: CellState;
  /** The cell's link, shown as 'Open' in its header. */
  url?: string | null;
  /** Follows the link. */
  onOpenLink?: (url: string) => void;
  /** A short line beside the title, e.g. '24 rows'. */
  note?: ReactNode;
  /** The content. */
  children: ReactNode;
}

/** The panel of a table, pivot or graph cell: title, link, a note, and its content. */
export function CellFrame({ title, state, url, onOpenLink, note, children }: CellFrameProps) {
  const shownTitle = title.trim() === '' ? 'Untitled report' : title;
  const preview = useContext(CellPreviewContext);
  return (
    <Panel
      data-component="ReportCell"
      data-cell-state={state}
      aria-label={preview ? `Preview: ${shownTitle}` : shownTitle}
    >
      <Header>
        <Title>{shownTitle}</Title>
        {note !== undefined && <Note>{note}</Note>}
        {url !== null && url !== undefined && url !== '' && (
          <HeaderLink url={url} onOpen={onOpenLink} label={`Open ${shownTitle}`}>
            Open
          </HeaderLink>
        )}
      </Header>
      <Body>{children}</Body>
    </Panel>
  );
}

/** A cell's data on the way. */
export function CellLoading({ title }: { title: string }) {
  return (
    <Center>
      <Spinner label={`Loading ${title.trim() === '' ? 'the report' : title}`} />
    </Center>
  );
}

/** Why a cell's report could not be run, with a retry where one may help. */
export function CellProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = apiFailure(error);
  // 409: the design was saved since the page drew it; the server says what happens next.
  const message =
    failure.status === 409 && failure.message !== undefined
      ? failure.message
      : failure.kind === 'forbidden'
        ? 'This report is not shared with your roles.'
        : failure.kind === 'not-found'
          ? 'This report no longer exists.'
          : failure.kind === 'validation'
            ? `The report could not be run: ${failure.message ?? 'its definition is invalid.'}`
            : failure.kind === 'network'
              ? 'The report could not be reached. Check your connection.'
              : 'The report could not be run. Please try again.';
  const retry = failure.kind === 'network' || (failure.kind === 'server' && failure.status !== 409);
  return (
    <Center role="alert">
      <p>{message}</p>
      {retry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Center>
  );
}

/** A cell that names a column its report no longer answers: which, and what to do. */
export function CellMissingColumns({ message }: { message: string }) {
  return (
    <Center role="alert" data-cell-problem="missing-columns">
      <p>{message}</p>
    </Center>
  );
}

/** A cell without a report yet. */
export function CellUnset() {
  return (
    <Center>
      <p>No report chosen for this cell.</p>
    </Center>
  );
}

/** A cell whose report answered no rows. */
export function CellEmpty() {
  return (
    <Center>
      <p>No data found!</p>
    </Center>
  );
}
