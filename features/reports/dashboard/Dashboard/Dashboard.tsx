import { useApi, type Schema } from '@api';
import { gridSpan } from '@domain/report-builder';
import { Button, EmptyState, Spinner } from '@ds';
import { LoadFailure } from '@features/platform/resource';
import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { DesignChangedContext } from '../api';
import { ReportCellView } from '../ReportCellView';

export interface DashboardProps {
  /** Opens the report designer (offered while no design is saved). */
  onOpenDesigner: () => void;
  /** Follows a cell's link. */
  onOpenLink?: (url: string) => void;
  /** Animates charts; by default unless reduced motion is asked for. */
  animated?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  container-type: inline-size;
`;

const Name = styled.h2`
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-md);
  font-weight: var(--tck-font-weight-semibold);
`;

/** A design row: 12 columns where there is room (col-md-N spans N), one column otherwise. */
const RowGrid = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--tck-space-4);

  @container (min-width: 44rem) {
    grid-template-columns: repeat(12, minmax(0, 1fr));

    & > [data-span] {
      grid-column: span var(--cell-span);
    }
  }
`;

const Slot = styled.div`
  min-width: 0;
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;

/**
 * The admin home's dashboards: the current design's rows that the user's roles may see (the
 * server decides), each cell running its report on its own. The page around it shows before any
 * report data arrives. A design saved since the page loaded it is loaded again and drawn anew.
 */
export function Dashboard({ onOpenDesigner, onOpenLink, animated }: DashboardProps) {
  const { query } = useApi('admin');
  const design = query.useQuery('get', '/ext-report-builder/dashboard');
  const { refetch } = design;
  // Loaded again once per revision a cell was refused for: should the server answer that same
  // revision again, its cells show the refusal instead of asking over and over.
  const reloadedFor = useRef(new Set<string>());
  const designChanged = useCallback(
    (revision: string) => {
      if (reloadedFor.current.has(revision)) return;
      reloadedFor.current.add(revision);
      void refetch();
    },
    [refetch],
  );

  if (design.isPending) {
    return (
      <Loading data-component="Dashboard">
        <Spinner label="Loading the dashboard" />
      </Loading>
    );
  }
  if (design.isError) {
    return (
      <Root data-component="Dashboard">
        <LoadFailure
          error={design.error}
          onRetry={() => void design.refetch()}
          what="the dashboard"
        />
      </Root>
    );
  }
  const { id, name, rows, revision } = design.data.data;
  if (id === 0) {
    return (
      <Root data-component="Dashboard">
        <EmptyState
          title="No dashboard has been designed yet."
          description="Arrange saved reports into rows of cards, tables, pivot tables and charts in the report designer; they will show here."
          action={<Button onClick={onOpenDesigner}>Open the report designer</Button>}
        />
      </Root>
    );
  }
  if (rows.length === 0) {
    return (
      <Root data-component="Dashboard">
        <EmptyState
          title="Nothing on your dashboard yet."
          description={`No row of the dashboard '${name}' is shared with your roles.`}
        />
      </Root>
    );
  }
  const ordered = [...rows].sort((a, b) => a.order - b.order);
  return (
    <Root data-component="Dashboard" data-design={id} aria-busy={design.isFetching}>
      <Name>{name}</Name>
      <DesignChangedContext.Provider value={designChanged}>
        {ordered.map((row: Schema<'Row'>) => (
          // Keyed by revision too: a cell of another revision starts afresh, never showing the
          // rows of the report that held its place before.
          <RowGrid
            key={`${revision}:${String(row.order)}`}
            aria-label={row.name}
            data-row={row.order}
          >
            {row.selected_report.report.map((cell, index) => (
              <Slot
                key={index}
                data-span={gridSpan(cell.grid)}
                style={{ '--cell-span': gridSpan(cell.grid) }}
              >
                <ReportCellView
                  cell={cell}
                  source={{
                    kind: 'design',
                    designId: id,
                    revision,
                    row: row.order,
                    cell: index + 1,
                  }}
                  onOpenLink={onOpenLink}
                  animated={animated}
                />
              </Slot>
            ))}
          </RowGrid>
        ))}
      </DesignChangedContext.Provider>
    </Root>
  );
}
