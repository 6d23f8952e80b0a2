import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

describe('Modal', () => {
  it('focuses its first control, closes on Escape and unlocks scrolling when closed', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open title="Edit" onClose={onClose} footer={<button type="button">Save</button>}>
        <input aria-label="Name" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(document.activeElement);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Modal open={false} title="Edit" onClose={onClose}>
        <input aria-label="Name" />
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('wraps Tab from the last control to the first (the close button) and back', () => {
    render(
      <Modal
        open
        title="Edit"
        onClose={() => undefined}
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Name" />
      </Modal>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toBe(document.activeElement);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(save).toBe(document.activeElement);
  });
});
