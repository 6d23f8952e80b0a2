import { tokens } from '../tokens/tokens';

/** The named tones a KPI colour may be given as. */
export const kpiTones = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** A named tone. */
export type KpiTone = (typeof kpiTones)[number];

type Rgb = [number, number, number];

// The colour names a report designer is likely to store; anything else must be hex or rgb().
const namedColors: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  red: '#ff0000',
  maroon: '#800000',
  orange: '#ffa500',
  yellow: '#ffff00',
  olive: '#808000',
  lime: '#00ff00',
  green: '#008000',
  teal: '#008080',
  aqua: '#00ffff',
  cyan: '#00ffff',
  blue: '#0000ff',
  navy: '#000080',
  purple: '#800080',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  pink: '#ffc0cb',
  brown: '#a52a2a',
};

/** Reads '#rgb', '#rrggbb', 'rgb(r, g, b)' / 'rgba(…)' or a common colour name; null otherwise. */
export function parseColor(input: string): Rgb | null {
  const value = input.trim().toLowerCase();
  const hex = namedColors[value] ?? value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (short)
    return [short[1], short[2], short[3]].map((digit) => parseInt(`${digit}${digit}`, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (long) return [long[1], long[2], long[3]].map((pair) => parseInt(pair ?? '0', 16)) as Rgb;
  const rgb =
    /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    return channels.every((channel) => channel <= 255) ? (channels as Rgb) : null;
  }
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * A stored colour made readable: the colour itself when it meets `minContrast` on the card's
 * background, else the same hue darkened just enough; null when it cannot be read as a colour.
 */
export function readableColor(
  input: string,
  background: string = tokens.color.surface,
  minContrast = 4.5,
): string | null {
  const color = parseColor(input);
  const backdrop = parseColor(background);
  if (!color || !backdrop) return null;
  // Darken in small steps towards black, which always reaches AA on a light surface.
  for (let step = 0; step <= 20; step += 1) {
    const factor = 1 - step / 20;
    const candidate = color.map((channel) => channel * factor) as Rgb;
    if (contrastRatio(candidate, backdrop) >= minContrast) return toHex(candidate);
  }
  return null;
}

/** What to paint a KPI text with: a tone's token, a readable version of a stored colour, or nothing. */
export function kpiColor(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const tone = kpiTones.find((name) => name === value.trim());
  if (tone === 'default') return 'var(--tck-color-text)';
  if (tone !== undefined) return `var(--tck-color-${tone})`;
  return readableColor(value) ?? undefined;
}
