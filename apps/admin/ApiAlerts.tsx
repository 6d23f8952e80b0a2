import { AlertDialog, DocumentTitleProvider, ErrorBoundary } from '@ds';
import { useCachedUserId } from '@features/admin/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { apiAlertAtom } from './apiEvents';
import { paths, returnStateOf } from './paths';

/** The product's name, after each page's own title in the browser tab. */
const siteName = 'Telco Console';

const publicPaths: readonly string[] = [paths.login, paths.forgotPassword, paths.resetPassword];

/** Every route sits in this root: it shows the session and network dialogs of admin §2.1. */
export function AppRoot() {
  const [alert, setAlert] = useAtom(apiAlertAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const cachedUserId = useCachedUserId();

  const toSignIn = () => {
    setAlert(null);
    // A guest screen's own 401 (a wrong password) is its business, not a reason to leave it.
    if (publicPaths.includes(location.pathname)) return;
    // Whose page this is, read before the cache (and the profile in it) is cleared.
    const user = cachedUserId();
    queryClient.clear();
    void navigate(paths.login, {
      replace: true,
      state: returnStateOf(location, user),
    });
  };

  useEffect(() => {
    if (alert === 'sign-in') toSignIn();
  });

  return (
    <DocumentTitleProvider siteName={siteName}>
      {/* The last resort, for the sign-in screens and the shell; each console page has its own. */}
      <ErrorBoundary resetKey={location.pathname} onError={(error) => console.error(error)}>
        <Outlet />
      </ErrorBoundary>
      <AlertDialog
        open={alert === 'session-terminated'}
        preset="sessionTerminated"
        onClose={toSignIn}
      />
      <AlertDialog
        open={alert === 'network'}
        preset="networkError"
        onClose={() => {
          setAlert(null);
        }}
      />
    </DocumentTitleProvider>
  );
}
