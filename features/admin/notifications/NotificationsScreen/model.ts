/** Rows per page of the all-notifications screen. */
export const PAGE_SIZE = 10;

/** The page number of the `?page=` query: a positive integer, else 1. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query string with `page` set to `page`, other parameters kept. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next;
}

/** What a page of the list says about its position (the API's paginator fields). */
export interface PagePosition {
  /** The rows of the page. */
  data: readonly unknown[];
  /** 1-based index of the first row, null when the page is empty. */
  from: number | null;
  /** 1-based index of the last row, null when the page is empty. */
  to: number | null;
  /** All rows of the list. */
  total: number;
  /** The number of the last page. */
  last_page: number;
}

/**
 * The page to move to when the requested one lies past the end (e.g. after deleting every row
 * of the last page), or undefined when it is fine.
 */
export function pageAfterEnd(page: number, position: PagePosition): number | undefined {
  return position.data.length === 0 && page > position.last_page ? position.last_page : undefined;
}

/** 'Showing 11 to 20 of 36 entries', or '' for an empty page. */
export function entriesSummary({ from, to, total }: PagePosition): string {
  if (from === null || to === null || total === 0) return '';
  return `Showing ${from} to ${to} of ${total} entries`;
}
