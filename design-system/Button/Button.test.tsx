import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button unless asked to submit', () => {
    render(
      <>
        <Button>Reset</Button>
        <Button type="submit">Save</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveProperty('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('type', 'submit');
  });

  it('ignores clicks while loading and says it is busy', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-component="Spinner"]')).not.toBeNull();
  });
});
