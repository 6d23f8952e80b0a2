import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSavedMessage, takeSavedMessage } from './savedFlash';

describe('the saved message carried over the reload', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('is read once by the page that loads next', () => {
    keepSavedMessage('Design saved successfully.');
    expect(takeSavedMessage()).toBe('Design saved successfully.');
    expect(takeSavedMessage()).toBeUndefined();
  });

  it('is dropped when no page load came for it in time, or was not kept at all', () => {
    vi.useFakeTimers();
    keepSavedMessage('Design saved successfully.');
    vi.advanceTimersByTime(61_000);
    expect(takeSavedMessage()).toBeUndefined();
    sessionStorage.setItem('tck.reportDesigner.saved', 'not json');
    expect(takeSavedMessage()).toBeUndefined();
  });
});
