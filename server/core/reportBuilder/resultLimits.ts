import { base64 } from '../encoding';

// What one report query may answer, whatever the database holds: a value is cut past
// `maxCellChars`, and a result past `maxResultBytes` is refused, so one run cannot fill the
// server's memory (a `randomblob(100000000)` is 133 MB once encoded).

/** Characters of one value answered at most; a longer one ends with `…`. */
export const maxCellChars = 10_000;

/** Bytes (about) of one query's rows read at most. */
export const maxResultBytes = 4 * 1024 * 1024;

/** Why a result was refused, in words for the user. */
export const resultTooLarge = `The result is larger than ${String(maxResultBytes / 1024 / 1024)} MB: add filters, fewer columns or a limit.`;

/** A value as a report answers it: binary as base64, big integers as numbers, long text cut. */
export function cappedValue(value: unknown): unknown {
  let text: unknown = value;
  // Only the start of a long binary value is encoded: the rest would be cut anyway.
  if (value instanceof Uint8Array) text = base64(value.subarray(0, maxCellChars));
  if (typeof value === 'bigint') return Number(value);
  if (typeof text === 'string' && text.length > maxCellChars) {
    return `${text.slice(0, maxCellChars)}…`;
  }
  return text;
}

/** Adds up the size of the rows read; false once they pass `maxResultBytes`. */
export function resultMeter(): (row: readonly unknown[]) => boolean {
  let bytes = 0;
  return (row) => {
    for (const value of row) {
      bytes += typeof value === 'string' ? value.length : 16;
    }
    return bytes <= maxResultBytes;
  };
}
