/** What the pager shows for a position in a list of pages. */
export interface PagerModel {
  /** The current page, clamped to 1..lastPage. */
  currentPage: number;
  /** The number of pages (at least 1). */
  lastPage: number;
  /** The page numbers to offer as buttons, ascending, around the current page. */
  pages: number[];
  /** The page before the current one, or null on the first page. */
  previousPage: number | null;
  /** The page after the current one, or null on the last page. */
  nextPage: number | null;
  /** Page 1, or null on it. */
  firstPage: number | null;
  /** The last page, or null on it. */
  finalPage: number | null;
  /** Whether some pages have no button of their own, so a page number may be typed. */
  canJump: boolean;
}

export interface PagerModelInput {
  /** The page being shown (1-based); out-of-range values are clamped. */
  currentPage: number;
  /** The number of pages; values below 1 count as 1. */
  lastPage: number;
  /** The most page buttons to show (the spec's limit is 5). */
  maxButtons?: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The pages to offer: a window of at most `maxButtons` pages, centred on the current page. */
export function pagerModel({ currentPage, lastPage, maxButtons = 5 }: PagerModelInput): PagerModel {
  const last = Math.max(1, Math.floor(lastPage) || 1);
  const current = clamp(Math.floor(currentPage) || 1, 1, last);
  const count = clamp(Math.floor(maxButtons), 1, last);
  const first = clamp(current - Math.floor((count - 1) / 2), 1, last - count + 1);
  return {
    currentPage: current,
    lastPage: last,
    pages: Array.from({ length: count }, (_, index) => first + index),
    previousPage: current > 1 ? current - 1 : null,
    nextPage: current < last ? current + 1 : null,
    firstPage: current > 1 ? 1 : null,
    finalPage: current < last ? last : null,
    canJump: last > count,
  };
}

/** The page a typed page number names (1 to `lastPage`), or undefined when it names none. */
export function typedPage(text: string, lastPage: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const page = Number(trimmed);
  return page >= 1 && page <= lastPage ? page : undefined;
}
