import { firstVisitHomes } from '@domain/portal-first-visit';
import { Button, ButtonLink, EmptyState } from '@ds';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOfflineTexts } from '../texts/offlineTexts';
import { useTexts } from '../texts/useTexts';
import type { RetryStateProps } from './ScreenParts';

/** A phone's signal bars, struck through: no network. */
const NoNetworkIcon = () => (
  <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" fill="none">
    <path
      d="M8 18a24 24 0 0 1 32 0M14 25a15 15 0 0 1 20 0M20 32a6 6 0 0 1 8 0"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    />
    <circle cx="24" cy="38" r="2.5" fill="currentColor" />
    <path d="M9 9l30 30" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/** Whether an address is one of the portal's homes ('/', '/m', '/home/2'). */
const isHome = (path: string) => firstVisitHomes.includes(path.replace(/\/\d+$/, ''));

/**
 * A page or action that needs the network, without it: the message in the visitor's language
 * and 'Try again', tried again by itself when the network is back (the browser's `online`);
 * away from home, a way back to the home, which the portal keeps from the last visit. The
 * portal's frame stays around it; no dialog covers it.
 */
export function OfflineState({ onRetry, retrying = false }: RetryStateProps) {
  const texts = useOfflineTexts();
  const { retry, backHome } = useTexts();
  const navigate = useNavigate();
  const atHome = isHome(useLocation().pathname);
  // The network back during a try begun without it (bound to fail, and asking again while it
  // runs would only join it): tried again once that try has ended.
  const backDuringTry = useRef(false);
  useEffect(() => {
    const online = () => {
      if (retrying) backDuringTry.current = true;
      else onRetry();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [retrying, onRetry]);
  useEffect(() => {
    if (retrying || !backDuringTry.current) return;
    backDuringTry.current = false;
    onRetry();
  }, [retrying, onRetry]);
  return (
    <EmptyState
      role="alert"
      icon={<NoNetworkIcon />}
      title={texts.offlineTitle}
      description={texts.offlineText}
      action={
        <>
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {retry}
          </Button>
          {atHome ? null : (
            <ButtonLink href="/" variant="link" onNavigate={(href) => void navigate(href)}>
              {backHome}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
