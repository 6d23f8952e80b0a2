import { readCookie, tokenCookieName } from '@api';
import { sessionAtom } from '@features/admin/auth';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { apiAlertAtom, handleApiEvent } from './apiEvents';

describe('the console’s answer to API events', () => {
  it("shows 'Your session has been terminated!' when a signed-in session ends", () => {
    const store = createStore();
    store.set(sessionAtom, 'signed-in');
    document.cookie = 'token=abc; path=/';
    handleApiEvent(store, { type: 'session-terminated', token: 'abc' });
    expect(store.get(apiAlertAtom)).toBe('session-terminated');
    expect(store.get(sessionAtom)).toBe('signed-out');
    expect(document.cookie).not.toContain('token=abc');
  });

  it('goes straight to sign-in for a guest’s 401 and for any other 401', () => {
    const guest = createStore();
    handleApiEvent(guest, { type: 'session-terminated', token: undefined });
    expect(guest.get(apiAlertAtom)).toBe('sign-in');

    const signedIn = createStore();
    signedIn.set(sessionAtom, 'signed-in');
    document.cookie = 'token=abc; path=/';
    handleApiEvent(signedIn, { type: 'unauthorized', token: 'abc' });
    expect(signedIn.get(apiAlertAtom)).toBe('sign-in');
  });

  it('keeps a new session when a call made before signing in is answered 401 after it', () => {
    const store = createStore();
    // Signed in: the new token is stored and the session started.
    document.cookie = 'token=42%7Cnew; path=/';
    store.set(sessionAtom, 'signed-in');
    // The profile call the sign-in page made without a token answers now.
    handleApiEvent(store, { type: 'session-terminated', token: undefined });
    expect(readCookie(tokenCookieName)).toBe('42|new');
    expect(store.get(sessionAtom)).toBe('signed-in');
    expect(store.get(apiAlertAtom)).toBeNull();
    // So does a call of an earlier session's token.
    handleApiEvent(store, { type: 'unauthorized', token: '41|old' });
    expect(readCookie(tokenCookieName)).toBe('42|new');
    expect(store.get(sessionAtom)).toBe('signed-in');
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
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
