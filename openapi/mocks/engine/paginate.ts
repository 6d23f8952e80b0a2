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

/** Cuts one page out of `rows` the way Laravel's paginator does (a page past the end is empty). */
export function paginate<Row>(rows: readonly Row[], page = 1, perPage = 10): Page<Row> {
  const currentPage = Math.max(1, Math.floor(page));
  const size = Math.max(1, Math.floor(perPage));
  const start = (currentPage - 1) * size;
  const data = rows.slice(start, start + size);
  return {
    current_page: currentPage,
    data,
    from: data.length > 0 ? start + 1 : null,
    last_page: Math.max(1, Math.ceil(rows.length / size)),
    per_page: size,
    to: data.length > 0 ? start + data.length : null,
    total: rows.length,
  };
}
