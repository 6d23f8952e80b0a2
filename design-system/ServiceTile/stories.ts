/** Inline pictures for stories, so they need no network. */
export function tileArt(label: string, background: string): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${background}"/><text x="60" y="72" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    )
  );
}
