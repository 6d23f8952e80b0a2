import { useEffect, useLayoutEffect, useRef } from 'react';

// Escape closes the innermost open thing only: a list or a menu before the dialog it sits in, a
// dialog before the page or the dialog under it. Every such thing registers here while it is
// open; one listener on the document closes the newest (the one opened last, which is the one
// inside the others), so a component never has to know what it is placed in.

/** An open thing Escape closes. */
interface Layer {
  dismiss: () => void;
}

const layers: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  // A control that used Escape itself (an editor closing its completion) keeps it.
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = layers.at(-1);
  if (top === undefined) return;
  event.preventDefault();
  top.dismiss();
}

/** How many things are open now, innermost last (for tests). */
export const openLayers = () => layers.length;

/**
 * Registers an open dialog, list, menu or drawer: while `open`, Escape calls `onDismiss` when
 * it is the innermost open thing, and reaches nothing under it. A thing that must not close on
 * Escape (a dialog that forces a choice) still registers, with a `onDismiss` that does nothing.
 */
export function useDismiss(open: boolean, onDismiss: () => void): void {
  const latest = useRef(onDismiss);
  useLayoutEffect(() => {
    latest.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { dismiss: () => latest.current() };
    layers.push(layer);
    if (layers.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      const index = layers.indexOf(layer);
      if (index >= 0) layers.splice(index, 1);
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
