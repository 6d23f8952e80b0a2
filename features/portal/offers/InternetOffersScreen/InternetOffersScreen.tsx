import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  type PortalNavigation,
} from '@features/portal/core';
import { EmptyState, OfferCard } from '@ds';
import styled from 'styled-components';
import { useOfferTexts } from '../model/texts';

const Offers = styled.ul`
  display: grid;
  /* The cards take the page's width, never their longest word's. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface InternetOffersScreenProps {
  /** The service of the address (internet), recorded with the page view. */
  service: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The internet offer list (§2 /internet-services/:service): each offer's title, pack limit,
 * validity, price in RM and an unlimited badge; an offer opens its detail. The offers are those
 * of the verified number's operator, else of the visitor's.
 */
export function InternetOffersScreen({ service, navigation }: InternetOffersScreenProps) {
  const { query } = useApi('portal');
  const { languageId, operatorId, verified } = usePortalContext();
  const texts = useOfferTexts();
  const page = query.useQuery('post', '/content/offer-page', {
    body: { languageId, operatorId, ...(verified === undefined ? {} : { msisdn: verified }) },
  });
  useJourney({ pageID: 'INTERNET_OFFERS', service });
  const offers = page.data?.data.offers ?? [];
  return (
    <ScreenStack data-component="InternetOffersScreen">
      <ScreenTitle>{texts.offersTitle}</ScreenTitle>
      <QueryGate query={page}>
        {offers.length === 0 ? (
          <EmptyState title={texts.noOffers} />
        ) : (
          <Offers>
            {offers.map((offer) => (
              <li key={offer.package_id}>
                <OfferCard
                  title={offer.title}
                  packLimit={offer.pack_limit}
                  validity={offer.validity}
                  price={offer.price}
                  unlimited={offer.unlimited_offer}
                  body={offer.body ?? undefined}
                  buttonLabel={texts.seeOffer}
                  labels={{
                    unlimited: texts.unlimited,
                    validity: texts.validity,
                    price: texts.price,
                  }}
                  onSelect={() => navigation.go(screen('internetOffer', String(offer.package_id)))}
                />
              </li>
            ))}
          </Offers>
        )}
      </QueryGate>
    </ScreenStack>
  );
}
