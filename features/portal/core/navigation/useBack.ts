import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** A screen's own answer to the header's back button, when history is not where back leads. */
export const backOverrideAtom = atom<(() => void) | undefined>(undefined);

/**
 * Makes the header's back button do `onBack` while the screen is shown (§4: after a
 * registration, back goes to the list, package or service page; after an unsubscription, two
 * steps back).
 */
export function useBackOverride(onBack: (() => void) | undefined): void {
  const setOverride = useSetAtom(backOverrideAtom);
  useEffect(() => {
    if (onBack === undefined) return;
    setOverride(() => onBack);
    return () => setOverride(undefined);
  }, [onBack, setOverride]);
}

/** The back action the header uses: the screen's own, if it set one. */
export function useBackAction(fallback: () => void): () => void {
  return useAtomValue(backOverrideAtom) ?? fallback;
}
