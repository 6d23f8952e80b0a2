import { apiConfig } from '@api';
import { GuestAudioPrompts } from '@features/portal/audio';
import { OfflineNoticeWhenOffline, usePortalContext } from '@features/portal/core';
import { InstallOffer, linkOperatorManifest } from '@features/portal/install';
import { useReferralCapture } from '@features/portal/refer';
import { operatorBrands } from '@ds';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The service worker that keeps the portal's parts and the answers seen, for a revisit without
 * network (built apps only).
 */
function useServiceWorker() {
  useEffect(() => {
    // The mock builds' own worker answers the API: the two must not compete for the scope.
    if (!import.meta.env.PROD || apiConfig.useMocks || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .catch((reason: unknown) => console.warn('Offline support unavailable', reason));
    };
    // Its install fetches every part of the portal: once the page has loaded, not beside it.
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
}

/**
 * The browser's bar and the installed app take the visitor's operator colours: the theme colour
 * and the operator's manifest (the HTML links the default operator's).
 */
function useOperatorColours() {
  const { operatorId } = usePortalContext();
  useEffect(() => {
    const operator = operatorId === 2 ? 2 : 1;
    linkOperatorManifest(document, operator);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.append(meta);
    }
    meta.content = operatorBrands[operator].primary;
  }, [operatorId]);
}

/**
 * What every page has besides its screen, loaded after the first screen: the audio prompts of
 * the guest channel, the home-screen offer, the referral of an incoming share link, the offline
 * worker and its notice, and the operator's theme colour and manifest.
 */
export function PortalBackground() {
  useReferralCapture(useLocation().search);
  useServiceWorker();
  useOperatorColours();
  return (
    <>
      <GuestAudioPrompts />
      <InstallOffer />
      <OfflineNoticeWhenOffline />
    </>
  );
}
