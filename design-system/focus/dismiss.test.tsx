import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openLayers, useDismiss } from './dismiss';

function Layer({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  useDismiss(open, onDismiss);
  return null;
}

describe('useDismiss', () => {
  it('closes the newest open thing on Escape, then the one under it', () => {
    const dialog = vi.fn();
    const list = vi.fn();
    const { rerender, unmount } = render(
      <>
        <Layer open onDismiss={dialog} />
        <Layer open={false} onDismiss={list} />
      </>,
    );
    rerender(
      <>
        <Layer open onDismiss={dialog} />
        <Layer open onDismiss={list} />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(list).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveBeenCalled();
    rerender(
      <>
        <Layer open onDismiss={dialog} />
        <Layer open={false} onDismiss={list} />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dialog).toHaveBeenCalledTimes(1);
    unmount();
    expect(openLayers()).toBe(0);
  });

  it('leaves Escape to a control that used it, and other keys alone', () => {
    const dialog = vi.fn();
    const { unmount } = render(<Layer open onDismiss={dialog} />);
    const used = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    used.preventDefault();
    document.body.dispatchEvent(used);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(dialog).not.toHaveBeenCalled();
    unmount();
  });
});
