// The query list's filters live in the URL query (report-builder §2): Search writes them,
// Reset clears them, and any change of the query reloads the list.

/** The filter panel's values: the report id and the created_at range. */
export interface QueryListFilters {
  id: string;
  /** 'YYYY-MM-DD hh:mm:ss' or ''. */
  start: string;
  /** 'YYYY-MM-DD hh:mm:ss' or ''. */
  end: string;
}

/** No filter. */
export const noFilters: QueryListFilters = { id: '', start: '', end: '' };

/** The list's state read from the URL query. */
export function listStateOf(search: URLSearchParams): { filters: QueryListFilters; page: number } {
  const page = Number(search.get('page') ?? '1');
  return {
    filters: {
      id: search.get('id') ?? '',
      start: search.get('created_at[start]') ?? '',
      end: search.get('created_at[end]') ?? '',
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of filters and a page (empty values and page 1 left out). */
export function searchOf(filters: QueryListFilters, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.id.trim() !== '') search.set('id', filters.id.trim());
  if (filters.start !== '') search.set('created_at[start]', filters.start);
  if (filters.end !== '') search.set('created_at[end]', filters.end);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The list call's query: a report id only when it is one (a positive whole number). */
export function listQueryOf(filters: QueryListFilters, page: number) {
  const id = /^[1-9]\d{0,9}$/.test(filters.id.trim()) ? Number(filters.id.trim()) : undefined;
  const range = {
    ...(filters.start === '' ? {} : { start: filters.start }),
    ...(filters.end === '' ? {} : { end: filters.end }),
  };
  return {
    page,
    ...(id === undefined ? {} : { id }),
    ...(Object.keys(range).length === 0 ? {} : { created_at: range }),
  };
}

/** Why a Report Id filter cannot be searched, or undefined when it can. */
export function reportIdError(id: string): string | undefined {
  const text = id.trim();
  return text === '' || /^[1-9]\d{0,9}$/.test(text) ? undefined : 'The report id must be a number.';
}
