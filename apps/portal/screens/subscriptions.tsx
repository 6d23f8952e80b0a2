import { usePortalState } from '@features/portal/core';
import { RequireVerified } from '@features/portal/identity';
import {
  ConfirmScreen,
  DeregistrationScreen,
  DialScreen,
  InfoScreen,
  KhoborListScreen,
  MySubscriptionScreen,
  RegistrationScreen,
  SectionListScreen,
  ServiceScreen,
  UmobileResultScreen,
  UserHistoryScreen,
} from '@features/portal/subscriptions';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';

/** A page that acts for the number: it needs the number verified first (for this purpose). */
function Verified({ purpose, children }: { purpose?: string; children: ReactNode }) {
  const { service } = usePortalState();
  return (
    <RequireVerified purpose={purpose ?? service ?? 'input'} navigation={usePortalNavigation()}>
      {children}
    </RequireVerified>
  );
}

/** /subscription-services/:service? and /multiple-service/details/:service. */
export function ServiceRoute() {
  return <ServiceScreen service={useParams().service} navigation={usePortalNavigation()} />;
}

/** /subscription-services/dial/:service. */
export function DialRoute() {
  return <DialScreen service={useParams().service ?? ''} />;
}

/** /list-service/:service (caller tunes, religion). */
export function ListServiceRoute() {
  return (
    <SectionListScreen
      service={useParams().service ?? ''}
      listType="list"
      navigation={usePortalNavigation()}
    />
  );
}

/** /list-services-details/:service (games). */
export function ListServiceDetailsRoute() {
  return (
    <SectionListScreen
      service={useParams().service ?? 'games'}
      listType="games"
      navigation={usePortalNavigation()}
    />
  );
}

/** /multiple-serivce/:service (spelling as given). */
export function MultipleServiceRoute() {
  return (
    <KhoborListScreen service={useParams().service ?? ''} navigation={usePortalNavigation()} />
  );
}

/** /service-confirmation-page. */
export function ConfirmationRoute() {
  return (
    <Verified>
      <ConfirmScreen action="subscribe" navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /unsub-confirmation-page/:service?. */
export function UnsubConfirmationRoute() {
  const { service } = useParams();
  return (
    <Verified purpose={service}>
      <ConfirmScreen action="unsubscribe" service={service} navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /service-registration. */
export function RegistrationRoute() {
  return (
    <Verified>
      <RegistrationScreen navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /service-deregistration. */
export function DeregistrationRoute() {
  return (
    <Verified>
      <DeregistrationScreen navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /my-subscription (protected by number). */
export function MySubscriptionRoute() {
  return (
    <Verified purpose="subscription">
      <MySubscriptionScreen navigation={usePortalNavigation()} />
    </Verified>
  );
}

/** /user-history (protected by number). */
export function UserHistoryRoute() {
  return (
    <Verified purpose="transaction">
      <UserHistoryScreen />
    </Verified>
  );
}

/** /terms-conditions. */
export function TermsRoute() {
  return <InfoScreen page="terms" />;
}

/** /about-us. */
export function AboutRoute() {
  return <InfoScreen page="about" />;
}

/** /umobile/:pageType/:type/:service?: the operator-2 payment result (for the paying number). */
export function UmobileResultRoute() {
  const { pageType = 'failed', type = 'subscription', service } = useParams();
  // The provider's callback carries its proof of the payment in the query.
  const [query] = useSearchParams();
  const payment = {
    requestId: query.get('requestId') ?? '',
    amount: query.get('amount') ?? '',
    signature: query.get('signature') ?? '',
  };
  return (
    <Verified purpose={service}>
      <UmobileResultScreen
        pageType={pageType}
        type={type}
        service={service}
        payment={payment}
        navigation={usePortalNavigation()}
      />
    </Verified>
  );
}
