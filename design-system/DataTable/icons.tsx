// Small inline icons for the row actions and sort state, local to this component.

const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const ViewIcon = () => (
  <svg {...common}>
    <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
    <circle cx="8" cy="8" r="2" />
  </svg>
);

export const EditIcon = () => (
  <svg {...common}>
    <path d="M11 2l3 3-8.5 8.5H2.5v-3z" />
    <path d="M9.5 3.5l3 3" />
  </svg>
);

export const DeleteIcon = () => (
  <svg {...common}>
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.5 6.5v4.5M9.5 6.5v4.5" />
  </svg>
);

export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | 'none' }) => (
  <svg width="10" height="14" viewBox="0 0 10 14" aria-hidden="true" fill="currentColor">
    <path d="M5 1l4 5H1z" opacity={direction === 'asc' ? 1 : 0.35} />
    <path d="M5 13l4-5H1z" opacity={direction === 'desc' ? 1 : 0.35} />
  </svg>
);
