import { ApiProvider, createApiClient, readCookie, retryFailedQuery, type Schema } from '@api';
import { mockServer } from '@api/mocks/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCurrentUser, useStartSession } from './hooks';
import { clearSessionToken, sessionAtom } from './session';

const signedIn: Schema<'LoginResponse'> = {
  token: '42|q8Yl3mZkP0vX7nRr',
  token_type: 'Bearer',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: {
    id: 1,
    name: 'Aisyah Rahman',
    username: 'admin',
    avatar: null,
    created_at: '2024-03-01T09:00:00Z',
    roles: [{ id: 1, name: 'Administrator', slug: 'administrator' }],
    permission_flag: '1',
    grants: [],
  },
};

/** A promise and the function that settles it. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The console's state and API client, as the app builds them. */
function renderSession() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: retryFailedQuery } },
  });
  const clients = { admin: createApiClient({ baseUrl: '/api' }) };
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider clients={clients}>{children}</ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  const rendered = renderHook(
    () => ({
      user: useCurrentUser(),
      startSession: useStartSession(),
      session: useAtomValue(sessionAtom),
    }),
    { wrapper },
  );
  return { ...rendered, queryClient };
}

afterEach(() => {
  clearSessionToken();
});

describe('signing in while the sign-in page still asks who is signed in', () => {
  it('keeps the new session when the earlier profile call answers 401 after the sign-in', async () => {
    const profileCallSent = deferred();
    const answered = deferred();
    const staleAnswer = deferred();
    const sentTokens: (string | null)[] = [];
    mockServer.use(
      http.get('*/api/auth/get-user', async ({ request }) => {
        sentTokens.push(request.headers.get('Authorization'));
        profileCallSent.resolve();
        // Slow: the user signs in before this guest's call is answered.
        await answered.promise;
        staleAnswer.resolve();
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const { result, queryClient } = renderSession();
    await profileCallSent.promise;

    act(() => {
      result.current.startSession(signedIn);
    });
    answered.resolve();
    await staleAnswer.promise;
    // Whatever the stale answer set off has run.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => {
      await Promise.resolve();
    });

    // It was dropped: still signed in, with the profile and the token stored.
    expect(result.current.user.data).toEqual(signedIn.user);
    expect(result.current.session).toBe('signed-in');
    expect(result.current.user.isError).toBe(false);
    expect(readCookie('token')).toBe(signedIn.token);
    // Asked once, before the sign-in: never again without the token.
    expect(sentTokens).toEqual([null]);
  });
});
