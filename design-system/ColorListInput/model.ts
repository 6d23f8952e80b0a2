/** One comma-separated entry of a colour list. */
export interface ColorEntry {
  /** The entry as typed, without surrounding spaces. */
  text: string;
  /** Whether it is a hex colour code: #rgb, #rgba, #rrggbb or #rrggbbaa. */
  valid: boolean;
}

/** A parsed colour list. */
export interface ColorList {
  /** Every non-empty entry, in order. */
  entries: ColorEntry[];
  /** The valid colour codes, in order. */
  colors: string[];
  /** The entries that are not colour codes, in order. */
  invalid: string[];
}

const hexColor = /^#(?:[\da-f]{3}|[\da-f]{4}|[\da-f]{6}|[\da-f]{8})$/i;

/** Whether the text is a hex colour code. */
export function isColorCode(text: string): boolean {
  return hexColor.test(text);
}

/** The entries of a comma-separated colour list such as '#3366cc,#dc3912,#ff9900'. */
export function parseColorList(text: string): ColorList {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => ({ text: entry, valid: isColorCode(entry) }));
  return {
    entries,
    colors: entries.filter((entry) => entry.valid).map((entry) => entry.text),
    invalid: entries.filter((entry) => !entry.valid).map((entry) => entry.text),
  };
}

/** The error for a list's invalid entries, or undefined when every entry is a colour code. */
export function colorListError(text: string): string | undefined {
  const { invalid } = parseColorList(text);
  if (invalid.length === 0) return undefined;
  const noun = invalid.length === 1 ? 'Not a colour code' : 'Not colour codes';
  return `${noun}: ${invalid.join(', ')}. Use #rgb or #rrggbb.`;
}
