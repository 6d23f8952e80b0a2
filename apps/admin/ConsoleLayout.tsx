import { apiConfig, apiFailure, readCookie, tokenCookieName } from '@api';
import { ErrorBoundary, Spinner } from '@ds';
import { sessionAtom, useCurrentUser } from '@features/admin/auth';
import { useAtomValue } from 'jotai';
import { AdminShell } from '@features/admin/shell';
import { LiveNotificationBell } from '@features/admin/notifications';
import {
  createMqttLiveChannel,
  LiveChannelProvider,
  liveChannelUrl,
} from '@features/platform/live-channel';
import { LoadFailure } from '@features/platform/resource';
import { useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths, returnStateOf } from './paths';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

/** A page's failure is logged where the console's other failures go. */
const logScreenFailure = (error: unknown) => {
  console.error('A console page failed to draw', error);
};

/**
 * The signed-in part of the console: guests go to Login (and come back after signing in); the
 * signed-in get the shell, the bell with its live connection, and the page.
 */
export function ConsoleLayout() {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = user.data?.id;
  const token = readCookie(tokenCookieName);
  // Whether the user signed out here: then whoever signs in next starts at home, not on the
  // page the last user left (a desk shared by a shift). A session that ended by itself comes
  // back to its page, for the same user (`returnPathOf`).
  const [signedOutHere, setSignedOutHere] = useState(false);

  // The broker needs the bearer token; the in-browser mock API has no broker to connect to.
  const channel = useMemo(
    () =>
      apiConfig.notificationsEnabled && !apiConfig.useMocks && userId !== undefined && token
        ? createMqttLiveChannel({
            url: liveChannelUrl({ protocol: apiConfig.mqttProtocol, host: apiConfig.mqttHost }),
            userId,
            token,
          })
        : null,
    [userId, token],
  );

  const signedOut = useAtomValue(sessionAtom) === 'signed-out';
  if (signedOut || user.isError) {
    if (signedOut || apiFailure(user.error).kind === 'unauthenticated') {
      return (
        <Navigate
          to={paths.login}
          replace
          state={signedOutHere ? undefined : returnStateOf(location, userId)}
        />
      );
    }
    return (
      <Centered>
        <LoadFailure error={user.error} onRetry={() => void user.refetch()} what="your profile" />
      </Centered>
    );
  }
  if (user.data === undefined) {
    return (
      <Centered>
        <Spinner label="Loading the console" />
      </Centered>
    );
  }

  const go = (href: string) => void navigate(href);
  return (
    <LiveChannelProvider channel={channel}>
      <AdminShell
        activePath={location.pathname}
        onNavigate={go}
        onSettings={() => {
          go(paths.profile);
        }}
        onSignedOut={() => {
          setSignedOutHere(true);
          void navigate(paths.login, { replace: true });
        }}
        notifications={
          apiConfig.notificationsEnabled ? (
            <LiveNotificationBell
              seeAllHref={paths.notifications}
              onNavigate={go}
              onOpenNotification={(notification) => {
                go(paths.notification(notification.id));
              }}
            />
          ) : undefined
        }
      >
        {/* A page that fails keeps the shell: the sidebar and the top bar go on working. */}
        <ErrorBoundary resetKey={location.pathname} onError={logScreenFailure}>
          <Outlet />
        </ErrorBoundary>
      </AdminShell>
    </LiveChannelProvider>
  );
}
