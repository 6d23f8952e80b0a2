/**
 * CSV of a list export (RFC 4180, UTF-8): the server streams it and the mock API answers it
 * with the same writer, so both files read the same.
 */

/** The most rows one export holds; a larger list is refused (narrow the filters). */
export const exportRowLimit = 100_000;

/** The message of an export refused for its size. */
export function exportTooLarge(total: number, limit: number = exportRowLimit): string {
  const count = (value: number) => value.toLocaleString('en-US');
  return `The export is limited to ${count(limit)} rows and this list has ${count(total)}. Narrow the filters and export again.`;
}

/** The file name of an export: the collection's last segment and the day, e.g. `products-2025-06-01.csv`. */
export function exportFileName(collectionPath: string, day: string): string {
  const name = collectionPath.split('/').filter(Boolean).at(-1) ?? 'export';
  return `${name}-${day}.csv`;
}

// Spreadsheets run a cell starting with these as a formula (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nameOf = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.name === 'string' ? value.name : undefined;

/**
 * The text of one value: numbers and booleans as written, a named record by its name, a list of
 * named records or of plain values by its items separated by `; `, anything else nested as JSON.
 */
function textOf(value: unknown): { text: string; fromText: boolean } {
  if (value === null || value === undefined) return { text: '', fromText: false };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return { text: String(value), fromText: false };
  if (typeof value === 'string') return { text: value, fromText: true };
  if (Array.isArray(value)) {
    const names = value.map((item) =>
      typeof item === 'string' || typeof item === 'number' ? String(item) : nameOf(item),
    );
    if (names.every((name) => name !== undefined))
      return { text: names.join('; '), fromText: true };
  }
  return { text: nameOf(value) ?? JSON.stringify(value), fromText: true };
}

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading `'`, and a cell
 * holding a comma, a quote or a line break is quoted (quotes doubled). Numbers stay numbers, so
 * a negative amount is not touched.
 */
export function csvCell(value: unknown): string {
  const { text, fromText } = textOf(value);
  const safe = fromText && formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (CRLF-terminated) of values. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The lines of records under a header of their columns (the header line first). */
export function* csvLines(
  columns: readonly string[],
  rows: Iterable<Readonly<Record<string, unknown>>>,
): Generator<string> {
  yield csvLine(columns);
  for (const row of rows) yield csvLine(columns.map((column) => row[column]));
}

/** Reads CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF lines) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** CSV text as records keyed by its header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])),
  );
}
