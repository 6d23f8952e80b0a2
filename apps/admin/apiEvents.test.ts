import { sessionAtom } from '@features/admin/auth';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { apiAlertAtom, handleApiEvent } from './apiEvents';

describe('the console’s answer to API events', () => {
  it("shows 'Your session has been terminated!' when a signed-in session ends", () => {
    const store = createStore();
    store.set(sessionAtom, 'signed-in');
    document.cookie = 'token=abc; path=/';
    handleApiEvent(store, { type: 'session-terminated' });
    expect(store.get(apiAlertAtom)).toBe('session-terminated');
    expect(store.get(sessionAtom)).toBe('signed-out');
    expect(document.cookie).not.toContain('token=abc');
  });

  it('goes straight to sign-in for a guest’s 401 and for any other 401', () => {
    const guest = createStore();
    handleApiEvent(guest, { type: 'session-terminated' });
    expect(guest.get(apiAlertAtom)).toBe('sign-in');

    const signedIn = createStore();
    signedIn.set(sessionAtom, 'signed-in');
    handleApiEvent(signedIn, { type: 'unauthorized' });
    expect(signedIn.get(apiAlertAtom)).toBe('sign-in');
  });

  it("shows 'Oops..' on a network failure and leaves the session alone", () => {
    const store = createStore();
    store.set(sessionAtom, 'signed-in');
    handleApiEvent(store, { type: 'network-error', error: new TypeError('Failed to fetch') });
    expect(store.get(apiAlertAtom)).toBe('network');
    expect(store.get(sessionAtom)).toBe('signed-in');
  });

  it('stays quiet about a call the app cancelled itself', () => {
    const store = createStore();
    store.set(sessionAtom, 'signed-in');
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    handleApiEvent(store, { type: 'network-error', error: aborted });
    expect(store.get(apiAlertAtom)).toBeNull();
  });

  it('leaves a 403 to the screen that asked', () => {
    const store = createStore();
    handleApiEvent(store, { type: 'forbidden', url: '/api/departments' });
    expect(store.get(apiAlertAtom)).toBeNull();
  });
});
