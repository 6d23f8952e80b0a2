/** The design tokens every component reads, as CSS custom properties (see `cssVar`). */
export const tokens = {
  color: {
    primary: '#1f56c9',
    primaryHover: '#17439e',
    primaryText: '#ffffff',
    secondary: '#e7ebf2',
    secondaryHover: '#d5dbe6',
    secondaryText: '#1c2433',
    danger: '#c4291c',
    dangerHover: '#9e2116',
    dangerText: '#ffffff',
    success: '#1d7a3d',
    warning: '#8a5a00',
    info: '#0f6a8a',
    text: '#1c2433',
    textMuted: '#55627a',
    surface: '#ffffff',
    background: '#f4f6fa',
    border: '#c9d1de',
    focus: '#f2a900',
    sidebar: '#1e2633',
    sidebarText: '#dfe5ee',
  },
  font: {
    family:
      "'Noto Sans', 'Noto Sans Bengali', 'Noto Sans Malayalam', system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif",
    mono: "'DejaVu Sans Mono', ui-monospace, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
  },
  radius: { sm: '4px', md: '6px', lg: '12px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  zIndex: { dropdown: '1000', sticky: '1100', overlay: '1200', modal: '1300', toast: '1400' },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  control: { heightSm: '2rem', heightMd: '2.5rem', heightLg: '3rem' },
} as const;

/** The token groups. */
export type Tokens = typeof tokens;

type Leaf<Group extends keyof Tokens> = Extract<keyof Tokens[Group], string | number>;

/** `var(--tck-<group>-<name>)`: how a styled component reads a token. */
export function cssVar<Group extends keyof Tokens>(group: Group, name: Leaf<Group>): string {
  return `var(${cssVarName(group, String(name))})`;
}

/** The custom property name of a token. */
export function cssVarName(group: string, name: string): string {
  const kebab = (text: string) => text.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `--tck-${kebab(group)}-${kebab(name)}`;
}

/** Token values to declare: any subset of the groups, each with any subset of its names. */
export type TokenValues = Partial<Record<keyof Tokens, Record<string, string>>>;

/** CSS declarations that define the given token values as custom properties. */
export function declareTokens(values: TokenValues): string {
  return Object.entries(values)
    .flatMap(([group, entries]) =>
      Object.entries(entries).map(([name, value]) => `${cssVarName(group, name)}: ${value};`),
    )
    .join('\n');
}
