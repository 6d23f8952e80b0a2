import { useApi, type Schema } from '@api';
import {
  QueryGate,
  screen,
  useJourney,
  usePortalContext,
  usePortalLanguage,
  useTexts,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ButtonLink, EmptyState, ServiceHero, Spinner } from '@ds';
import { isSubscribed, useRegistrationStatus } from '@features/portal/subscriptions';
import { useId } from 'react';
import styled from 'styled-components';
import { displayNameOf, rmOf, validityOf } from '../model/offers';
import { useOfferTexts } from '../model/texts';

const Heading = styled.h2`
  margin: 0 0 var(--tck-space-2);
  font-size: var(--tck-font-size-lg);
`;

// At large text a package's button goes under its price rather than past the page's edge.
const Packages = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--tck-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--tck-space-3);
    padding: var(--tck-space-3);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    background: var(--tck-color-surface);
  }
`;

const Facts = styled.p`
  display: grid;
  margin: 0;

  & > strong {
    font-size: var(--tck-font-size-lg);
  }
  & > span {
    color: var(--tck-color-text-muted);
  }
`;

type PackageItem = Schema<'PackageItem'>;

interface PackageRowProps {
  /** The package: its product, validity in days and price in RM. */
  item: PackageItem;
  /** Subscribes to the package. */
  onSubscribe: () => void;
}

/** One package: price and validity, and its Subscribe button (described by them). */
function PackageRow({ item, onSubscribe }: PackageRowProps) {
  const texts = useOfferTexts();
  const language = usePortalLanguage();
  const factsId = useId();
  return (
    <li>
      <Facts id={factsId}>
        <strong>{rmOf(item.price)}</strong>{' '}
        <span>{validityOf(item.validity, texts, language)}</span>
      </Facts>
      <Button aria-describedby={factsId} onClick={onSubscribe}>
        {texts.subscribe}
      </Button>
    </li>
  );
}

export interface PackageServiceScreenProps {
  /** The package service (the route's :service, e.g. game_zone). */
  service: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * A package service's page (§2 /package-services/:service): its picture and name, and, like a
 * service page (§4), its packages (price in RM, validity in days) to subscribe to for a visitor
 * not subscribed, or Play and Unsubscribe for a subscriber. A package is confirmed, charged and
 * kept at its own price and validity, with the number input first when no number is verified.
 */
export function PackageServiceScreen({ service, navigation }: PackageServiceScreenProps) {
  const { query } = useApi('portal');
  const { languageId, verified } = usePortalContext();
  const updateState = useUpdatePortalState();
  const texts = useOfferTexts();
  const shared = useTexts();
  const packagesId = useId();
  const page = query.useQuery('post', '/content/{service}/step/1', {
    params: { path: { service } },
    body: { languageId, ...(verified === undefined ? {} : { pmsisdn: verified }) },
  });
  const status = useRegistrationStatus(service);
  useJourney({ pageID: 'PACKAGE_SERVICE', service });
  const data = page.data?.data;
  // The step call answers a dial or cinema page for other services: this page shows none.
  const content = data !== undefined && 'packages' in data ? data : undefined;
  const subscribed = isSubscribed(status.data?.data.status);
  const checking = verified !== undefined && status.isPending;

  const subscribe = (item: PackageItem) => {
    // The confirmation and the registration read the service and its chosen package; back
    // after them reads the type.
    updateState((state) => ({
      ...state,
      service,
      serviceType: 'package-service',
      packageName: service,
      packagePrice: item.price,
      packageId: item.product_id,
    }));
    navigation.go(verified === undefined ? screen('numberInput', service) : screen('confirmation'));
  };

  const packages =
    content === undefined ? null : (
      <section aria-labelledby={packagesId}>
        <Heading id={packagesId}>{texts.packages}</Heading>
        <Packages>
          {content.packages.map((item) => (
            <PackageRow key={item.product_id} item={item} onSubscribe={() => subscribe(item)} />
          ))}
        </Packages>
      </section>
    );

  return (
    <QueryGate query={page}>
      {content === undefined || content.packages.length === 0 ? (
        <EmptyState title={texts.noPackages} />
      ) : (
        <ServiceHero
          image={content.image_url}
          title={content.title ?? displayNameOf(service)}
          description={checking || subscribed ? undefined : packages}
          status={subscribed ? shared.subscribed : undefined}
          actions={
            checking ? (
              <Spinner label={shared.checkingSubscription} />
            ) : subscribed ? (
              <>
                {content.visit_url && content.visit_btn_text ? (
                  <ButtonLink href={content.visit_url} size="lg" fullWidth>
                    {content.visit_btn_text}
                  </ButtonLink>
                ) : null}
                {content.unsubscribe_btn_text ? (
                  <Button
                    size="lg"
                    variant="secondary"
                    fullWidth
                    onClick={() => navigation.go(screen('unsubConfirmation', service))}
                  >
                    {content.unsubscribe_btn_text}
                  </Button>
                ) : null}
              </>
            ) : null
          }
        />
      )}
    </QueryGate>
  );
}
