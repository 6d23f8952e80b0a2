/** The events by which a visitor first acts on the page (and gives it leave to play audio). */
const gestures = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The part of `window` the wait needs (a stand-in in tests). */
export type GestureTarget = Pick<Window, 'addEventListener'> & {
  /** Whether the page has already had the visitor's activation. */
  navigator: { userActivation?: { hasBeenActive: boolean } };
};

/**
 * Calls `start` once, when the visitor first presses, touches or types on the page (at once if
 * they already have); returns a function that cancels the wait.
 */
export function afterFirstGesture(target: GestureTarget, start: () => void): () => void {
  if (target.navigator.userActivation?.hasBeenActive === true) {
    start();
    return () => undefined;
  }
  const waiting = new AbortController();
  const begin = () => {
    waiting.abort();
    start();
  };
  for (const type of gestures) {
    target.addEventListener(type, begin, { capture: true, passive: true, signal: waiting.signal });
  }
  return () => {
    waiting.abort();
  };
}
