import { describe, expect, it, vi } from 'vitest';
import { afterFirstGesture, type GestureTarget } from './firstGesture';

/** A page stand-in whose events the test fires by hand. */
function page(hasBeenActive = false) {
  const events = new EventTarget();
  const target: GestureTarget = {
    addEventListener: events.addEventListener.bind(events),
    navigator: { userActivation: { hasBeenActive } },
  };
  const fire = (type: string) => events.dispatchEvent(new Event(type));
  return { target, fire };
}

describe('afterFirstGesture', () => {
  it('starts at once on a page the visitor has already acted on', () => {
    const start = vi.fn();
    afterFirstGesture(page(true).target, start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the first press, touch or key, then starts once', () => {
    for (const first of ['pointerdown', 'touchstart', 'keydown']) {
      const { target, fire } = page();
      const start = vi.fn();
      afterFirstGesture(target, start);
      fire('scroll');
      expect(start).not.toHaveBeenCalled();
      fire(first);
      fire('pointerdown');
      fire('keydown');
      expect(start).toHaveBeenCalledOnce();
    }
  });

  it('never starts once cancelled', () => {
    const { target, fire } = page();
    const start = vi.fn();
    afterFirstGesture(target, start)();
    fire('pointerdown');
    expect(start).not.toHaveBeenCalled();
  });

  it('waits where the browser does not report activation', () => {
    const events = new EventTarget();
    const start = vi.fn();
    afterFirstGesture(
      { addEventListener: events.addEventListener.bind(events), navigator: {} },
      start,
    );
    expect(start).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledOnce();
  });
});
