import { RequireVerified } from '@features/portal/identity';
import { CampaignScreen, FreeServiceGamesScreen, NoticeScreen } from '@features/portal/notices';
import { ReferFriendScreen } from '@features/portal/refer';
import { SupportHistoryScreen, SupportScreen, TicketSuccessScreen } from '@features/portal/support';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';

/** A page that acts for the number: it needs the number verified first (for this purpose). */
function Verified({ purpose, children }: { purpose: string; children: ReactNode }) {
  return (
    <RequireVerified purpose={purpose} navigation={usePortalNavigation()}>
      {children}
    </RequireVerified>
  );
}

/** /support-page (protected by number). */
export function SupportRoute() {
  return (
    <Verified purpose="support">
      <SupportScreen navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /ticket-success. */
export function TicketSuccessRoute() {
  return (
    <Verified purpose="support">
      <TicketSuccessScreen navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /support-history (protected by number). */
export function SupportHistoryRoute() {
  return (
    <Verified purpose="support">
      <SupportHistoryScreen navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /refer-friend (protected by number). */
export function ReferFriendRoute() {
  return (
    <Verified purpose="refer">
      <ReferFriendScreen navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /notice-page. */
export function NoticeRoute() {
  return <NoticeScreen />;
}

/** /free-services/:id (the free-service game feed). */
export function FreeServicesRoute() {
  return <FreeServiceGamesScreen id={useParams().id ?? ''} />;
}

/** /campaign. */
export function CampaignRoute() {
  return <CampaignScreen navigation={usePortalNavigation()} />;
}
