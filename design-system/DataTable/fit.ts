import { tokens } from '../tokens/tokens';

/** From a tablet up a table fits its width; on a phone it scrolls sideways instead. */
const fittingQuery = `(width >= ${tokens.breakpoint.md})`;

/** The width a column narrowed inside its words is given (`--tck-fit-width`). */
const fitWidth = '--tck-fit-width';

/** The narrowest a column broken inside its words may get, in rem: a few characters a line. */
const readableRem = 4;

/** The header and body cells of one column (a row without that column adds none). */
const cellsOf = (table: HTMLTableElement, index: number): HTMLTableCellElement[] =>
  Array.from(table.rows).flatMap((row) => {
    const cell = row.cells[index];
    return cell === undefined || cell.colSpan > 1 ? [] : [cell];
  });

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * Fits a table into its scroller from a tablet up, wrapping as little as it must: its widest
 * data columns first, between the words of values that keep to one line (amounts, labels,
 * names), then, as a last resort, inside the words of the widest (a long e-mail address), each
 * narrowed by what is still too wide but kept readable. Each such column's cells get
 * `data-fit`, which the stylesheet wraps by. Answers whether the table still overflows: it is
 * then left as it was, and scrolls sideways.
 */
export function fitTable(scroller: HTMLElement, table: HTMLTableElement): boolean {
  const excess = () => scroller.scrollWidth - scroller.clientWidth;
  const unfit = () => {
    for (const cell of table.querySelectorAll<HTMLElement>('[data-fit]')) {
      delete cell.dataset.fit;
      cell.style.removeProperty(fitWidth);
    }
  };
  unfit();
  if (excess() <= 0) return false;
  const header = table.tHead?.rows[0];
  if (!window.matchMedia(fittingQuery).matches || header === undefined) return true;
  // Data columns only, widest first: never the selection checkboxes or the row actions.
  const columns = () =>
    Array.from(header.cells)
      .filter((cell) => cell.dataset.part === 'data')
      .sort((a, b) => widthOf(b) - widthOf(a));
  for (const column of columns()) {
    for (const cell of cellsOf(table, column.cellIndex)) cell.dataset.fit = 'wrap';
    if (excess() <= 0) return false;
  }
  // Every column is now as narrow as its longest word: break the longest words.
  const readable = readableRem * parseFloat(getComputedStyle(document.documentElement).fontSize);
  const broken: HTMLTableCellElement[] = [];
  for (const column of columns()) {
    const width = widthOf(column);
    if (width <= readable || excess() <= 0) break;
    for (const cell of cellsOf(table, column.cellIndex)) cell.dataset.fit = 'break';
    column.style.setProperty(fitWidth, `${String(Math.max(readable, width - excess()))}px`);
    broken.push(column);
  }
  if (excess() <= 0 && broken.every((column) => widthOf(column) >= readable - 1)) return false;
  // A place too narrow for the table even so: it scrolls, its text left as it was.
  unfit();
  return true;
}
