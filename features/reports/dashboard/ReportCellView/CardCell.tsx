import type { Schema } from '@api';
import { cardFigure, type CardFigure } from '@domain/report-builder';
import { KpiCard, MenuIcon, Spinner } from '@ds';
import styled from 'styled-components';
import type { CellResult } from '../api';
import { formatValue, rowCount } from '../model';
import { CellLink, type CellState } from './CellFrame';

type Cell = Schema<'ReportCell'>;

const Link = styled(CellLink)`
  display: block;
  height: 100%;
  border-radius: var(--tck-radius-lg);
  color: inherit;
  text-decoration: none;

  & > section {
    height: 100%;
  }
  &:hover > section {
    box-shadow: var(--tck-shadow-md);
  }
`;

const Shell = styled.div`
  height: 100%;

  & > section {
    height: 100%;
  }
`;

function captionOf(figure: CardFigure): string | undefined {
  const { caption } = figure;
  if (caption === null) return undefined;
  switch (caption.kind) {
    case 'count':
      return rowCount(caption.count);
    case 'column':
      return `${caption.label}: ${formatValue(caption.value)}`;
    case 'text':
      return caption.text;
  }
}

/** The icon of an Iconic Data card: a Font Awesome name, or an image address. */
function CardIcon({ name }: { name: string }) {
  if (/^(https?:)?\//.test(name) || name.startsWith('data:image/')) {
    return <img src={name} alt="" width={28} height={28} />;
  }
  return <MenuIcon name={name} />;
}

export interface CardCellProps {
  cell: Cell;
  state: CellState;
  result: CellResult | undefined;
  /** What the card says instead of a value when the report failed. */
  problem?: string;
  onOpenLink?: (url: string) => void;
}

/** An Iconic Data (with icon) or Infographic Data card: the value column's figure. */
export function CardCell({ cell, state, result, problem, onOpenLink }: CardCellProps) {
  const title = cell.title.trim() === '' ? 'Untitled report' : cell.title;
  const figure =
    result === undefined ? undefined : cardFigure(cell, result.rows, result.total, result.columns);
  const icon =
    cell.display_type === 'iconic_data' ? (
      <CardIcon name={cell.icon_image ?? 'fa-bar-chart'} />
    ) : undefined;
  let value = formatValue(figure?.value);
  let caption = figure === undefined ? undefined : captionOf(figure);
  if (state === 'unset') {
    value = '—';
    caption = 'No report chosen for this cell.';
  } else if (state === 'error') {
    value = '—';
    caption = problem;
  } else if (state === 'empty') caption = 'No data found!';
  const card = (
    <KpiCard
      title={title}
      value={state === 'loading' ? <Spinner label={`Loading ${title}`} /> : value}
      icon={icon}
      titleColor={cell.title_color ?? undefined}
      valueColor={state === 'ready' ? (cell.value_color ?? undefined) : undefined}
      caption={caption}
    />
  );
  const url = cell.url ?? '';
  return (
    <Shell data-component="ReportCell" data-cell-state={state} aria-busy={state === 'loading'}>
      {url === '' ? (
        card
      ) : (
        <Link url={url} onOpen={onOpenLink}>
          {card}
        </Link>
      )}
    </Shell>
  );
}
