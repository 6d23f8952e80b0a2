import { readCookie, tokenCookieName } from '@api';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionToken, sessionAtom, storeSessionToken } from './session';

// The document's cookie jar: what the API client reads the bearer token from.
describe('the session token cookie', () => {
  afterEach(() => clearSessionToken());

  it('is written where the API client reads it', () => {
    storeSessionToken('42|q8Yl3mZkP0vX7nRr', new Date(Date.now() + 3_600_000).toISOString());
    expect(readCookie(tokenCookieName)).toBe('42|q8Yl3mZkP0vX7nRr');
  });

  it('is removed on sign-out', () => {
    storeSessionToken('42|abc', new Date(Date.now() + 3_600_000).toISOString());
    clearSessionToken();
    expect(readCookie(tokenCookieName)).toBeUndefined();
  });

  it("is kept for the browser session when this device's clock is past its expiry", () => {
    storeSessionToken('42|abc', '2020-01-01T00:00:00Z');
    expect(readCookie(tokenCookieName)).toBe('42|abc');
  });
});

describe('sessionAtom', () => {
  it('starts unknown, until the profile call or a sign-in decides', () => {
    expect(createStore().get(sessionAtom)).toBe('unknown');
  });
});
