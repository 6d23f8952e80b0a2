import { GuestAudioPrompts } from '@features/portal-audio';
import { InstallOffer } from '@features/portal-install';
import { useReferralCapture } from '@features/portal-refer';
import { useLocation } from 'react-router-dom';

/**
 * What every page has besides its screen, loaded after the first screen: the audio prompts of
 * the guest channel, the home-screen offer, and the referral of an incoming share link.
 */
export function PortalBackground() {
  useReferralCapture(useLocation().search);
  return (
    <>
      <GuestAudioPrompts />
      <InstallOffer />
    </>
  );
}
