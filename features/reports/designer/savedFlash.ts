// After a save the designer's page loads in full (report-builder §2), which would take the
// success toast with it: the message is kept in the tab's session storage for the page that
// loads next, which shows it once.

const key = 'tck.reportDesigner.saved';

/** How long a kept message waits for the page to load again before it is stale. */
const freshMs = 60_000;

/** Keeps the save's message for the page about to load. */
export function keepSavedMessage(message: string): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ message, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the save stands, only its toast is lost.
  }
}

/** The message a save kept for this page load, once: it is gone after it is read. */
export function takeSavedMessage(): string | undefined {
  try {
    const kept = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (kept === null) return undefined;
    const { message, at } = JSON.parse(kept) as { message?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && Date.now() - at < freshMs;
    return fresh && typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
