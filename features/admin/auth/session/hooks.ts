import { apiFailure, useApi, type Schema } from '@api';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { profileStaleTime } from './model';
import { clearSessionToken, sessionAtom, storeSessionToken } from './session';

/**
 * The signed-in administrator (GET /auth/get-user, fresh for 5 minutes), which also decides the
 * session: an answer means signed in, a 401 means signed out. While signed out it does not ask
 * (the query stays pending and idle), so a mock or a lingering cookie cannot sign the user back in.
 */
export function useCurrentUser() {
  const { query } = useApi('admin');
  const [session, setSession] = useAtom(sessionAtom);
  const user = query.useQuery('get', '/auth/get-user', undefined, {
    staleTime: profileStaleTime,
    enabled: session !== 'signed-out',
  });
  const failed = user.isError ? apiFailure(user.error).kind : undefined;
  useEffect(() => {
    if (user.isSuccess) setSession('signed-in');
    else if (failed === 'unauthenticated') setSession('signed-out');
  }, [user.isSuccess, failed, setSession]);
  return user;
}

/**
 * Reads the signed-in administrator's id from the cache, without asking the server: whose
 * page a session ended on, read before the cache is cleared.
 */
export function useCachedUserId(): () => number | undefined {
  const { query } = useApi('admin');
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.getQueryData<Schema<'Profile'>>(
        query.queryOptions('get', '/auth/get-user').queryKey,
      )?.id,
    [query, queryClient],
  );
}

/**
 * What a successful sign-in does: stores the token, marks the session signed in and caches the
 * profile, so the console opens without asking for it again. A profile call still under way
 * was sent before the token existed: its 401 would sign the new session out, so it is dropped.
 */
export function useStartSession() {
  const { query } = useApi('admin');
  const queryClient = useQueryClient();
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (login: Schema<'LoginResponse'>) => {
      storeSessionToken(login.token, login.expires_at);
      const { queryKey } = query.queryOptions('get', '/auth/get-user');
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, login.user);
      setSession('signed-in');
    },
    [query, queryClient, setSession],
  );
}

/** What `useSignOut` returns. */
export interface SignOut {
  /** Signs out: revokes the token, forgets it and every cached answer, then calls back. */
  signOut: () => Promise<void>;
  /** True while the sign-out call is under way. */
  signingOut: boolean;
}

/**
 * Signing out (admin §4): POST /auth/logout, whose failure is ignored because the console drops
 * the token either way; then the token cookie is removed, the session set to signed out, the
 * query cache cleared (no data of this user stays), and `onSignedOut` called, e.g. to go to Login.
 */
export function useSignOut(onSignedOut: () => void): SignOut {
  const { fetch } = useApi('admin');
  const queryClient = useQueryClient();
  const setSession = useSetAtom(sessionAtom);
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    await fetch.POST('/auth/logout').catch(() => undefined);
    clearSessionToken();
    setSession('signed-out');
    queryClient.clear();
    setSigningOut(false);
    onSignedOut();
  }, [fetch, queryClient, setSession, onSignedOut]);
  return { signOut, signingOut };
}
