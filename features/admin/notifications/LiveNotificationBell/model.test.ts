import type { Schema } from '@api';
import { describe, expect, it } from 'vitest';
import { bellReducer, initialBellState, type BellState } from './model';

const note = (id: number, is_seen: 0 | 1 = 0): Schema<'Notification'> => ({
  id,
  title: `Notification ${id}`,
  description: `About ${id}.`,
  link: null,
  created_at: '2025-06-02T08:00:00Z',
  is_seen,
  time_diffrence: '1 hour ago',
});

const loaded = (items: Schema<'Notification'>[]): BellState =>
  bellReducer(initialBellState, { type: 'loaded', items });

const ids = (state: BellState) => state.items.map((item) => item.id);

describe('bellReducer', () => {
  it('starts empty without a badge', () => {
    expect(initialBellState).toEqual({ items: [], count: 0 });
  });

  it('lists a load and counts its unseen notifications', () => {
    const state = loaded([note(5, 0), note(4, 1), note(3, 0), note(2, 1)]);
    expect(ids(state)).toEqual([5, 4, 3, 2]);
    expect(state.count).toBe(2);
  });

  it('keeps the first 10 of a load', () => {
    const state = loaded(Array.from({ length: 12 }, (_, index) => note(12 - index)));
    expect(ids(state)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(state.count).toBe(10);
  });

  it('replaces the list and the count on a reload', () => {
    const before = bellReducer(loaded([note(2), note(1)]), {
      type: 'pushed',
      notification: note(3),
    });
    const after = bellReducer(before, { type: 'loaded', items: [note(3, 1), note(2, 1)] });
    expect(ids(after)).toEqual([3, 2]);
    expect(after.count).toBe(0);
  });

  it('sets the badge to 0 when opened and keeps the list', () => {
    const state = loaded([note(2), note(1)]);
    const opened = bellReducer(state, { type: 'opened' });
    expect(opened.count).toBe(0);
    expect(opened.items).toBe(state.items);
    expect(bellReducer(opened, { type: 'opened' })).toBe(opened);
  });

  it('puts a live message on top and adds 1 to the badge', () => {
    const state = bellReducer(loaded([note(2), note(1, 1)]), {
      type: 'pushed',
      notification: note(3),
    });
    expect(ids(state)).toEqual([3, 2, 1]);
    expect(state.count).toBe(2);
  });

  it('counts a live message after opening from 0', () => {
    const opened = bellReducer(loaded([note(1)]), { type: 'opened' });
    expect(bellReducer(opened, { type: 'pushed', notification: note(2) }).count).toBe(1);
  });

  it('caps the list at 10 when messages arrive', () => {
    let state = loaded(Array.from({ length: 10 }, (_, index) => note(10 - index, 1)));
    state = bellReducer(state, { type: 'pushed', notification: note(11) });
    state = bellReducer(state, { type: 'pushed', notification: note(12) });
    expect(ids(state)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(state.count).toBe(2);
  });

  it('ignores a message already listed', () => {
    const state = loaded([note(2), note(1)]);
    expect(bellReducer(state, { type: 'pushed', notification: note(2) })).toBe(state);
    const pushed = bellReducer(state, { type: 'pushed', notification: note(3) });
    expect(bellReducer(pushed, { type: 'pushed', notification: note(3) })).toBe(pushed);
  });

  it('lists a seen message without counting it', () => {
    const state = bellReducer(loaded([]), { type: 'pushed', notification: note(1, 1) });
    expect(ids(state)).toEqual([1]);
    expect(state.count).toBe(0);
  });
});
