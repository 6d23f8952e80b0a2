/** A Laravel length-aware paginator page, as every paginated list of the API answers. */
export interface Page<Row> {
  current_page: number;
  data: Row[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
}

/** The page size of a list call without `per_page`, and the largest one it may ask for. */
export const perPage = { default: 10, max: 100 } as const;

/** Builds the page envelope from one page of rows, the total and where the page starts. */
export function pageEnvelope<Row>(
  data: Row[],
  total: number,
  page: number,
  size: number,
): Page<Row> {
  const start = (page - 1) * size;
  return {
    current_page: page,
    data,
    from: data.length > 0 ? start + 1 : null,
    last_page: Math.max(1, Math.ceil(total / size)),
    per_page: size,
    to: data.length > 0 ? start + data.length : null,
    total,
  };
}

/** Cuts one page out of `rows` the way Laravel's paginator does (a page past the end is empty). */
export function paginate<Row>(
  rows: readonly Row[],
  page = 1,
  size: number = perPage.default,
): Page<Row> {
  const currentPage = Math.max(1, Math.floor(page));
  const pageSize = Math.max(1, Math.floor(size));
  const start = (currentPage - 1) * pageSize;
  return pageEnvelope(rows.slice(start, start + pageSize), rows.length, currentPage, pageSize);
}
