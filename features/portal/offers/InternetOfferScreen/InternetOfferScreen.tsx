import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
} from '@features/portal/core';
import { ButtonLink, DescriptionList, EmptyState, Label } from '@ds';
import styled from 'styled-components';
import { offerIdOf, rmOf, telHref } from '../model/offers';
import { useOfferTexts } from '../model/texts';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-2);
`;

const Limit = styled.p`
  margin: 0;
  color: var(--tck-color-primary);
  font-size: var(--tck-font-size-xxl);
  font-weight: var(--tck-font-weight-bold);
  line-height: var(--tck-line-height-tight);
`;

const Body = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
`;

/** The bonus stands out from the plain facts: it is what sets the offer apart. */
const Bonus = styled.p`
  display: grid;
  gap: var(--tck-space-1);
  margin: 0;
  padding: var(--tck-space-3);
  border-left: 4px solid var(--tck-color-success);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-background);
  font-weight: var(--tck-font-weight-semibold);

  & > span {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-sm);
    font-weight: var(--tck-font-weight-regular);
  }
`;

export interface InternetOfferScreenProps {
  /** The offer's package id (the route's :id). */
  id: string;
}

/**
 * An internet offer's detail (§2 /internet-services/internet/:id): pack limit, description,
 * validity, price, its bonus, and the button that dials the offer's code (a tel: link). It is
 * asked in the language of the list it was chosen from.
 */
export function InternetOfferScreen({ id }: InternetOfferScreenProps) {
  const { query } = useApi('portal');
  const { languageId } = usePortalContext();
  const texts = useOfferTexts();
  const offerId = offerIdOf(id);
  const page = query.useQuery(
    'post',
    '/content/offer-details-page/{id}',
    { params: { path: { id: offerId ?? 0 }, query: { languageId } } },
    { enabled: offerId !== undefined },
  );
  useJourney({ pageID: 'INTERNET_OFFER', service: 'internet' });
  // An address that names no offer is not asked for: the page says so at once.
  if (offerId === undefined) return <EmptyState title={texts.noOffer} />;
  const offer = page.data?.data.offerDetail;
  return (
    <QueryGate query={page}>
      {offer === undefined ? (
        <EmptyState title={texts.noOffer} />
      ) : (
        <ScreenStack data-component="InternetOfferScreen">
          <Heading>
            <ScreenTitle>{offer.title}</ScreenTitle>
            {offer.unlimited_offer ? <Label tone="success">{texts.unlimited}</Label> : null}
          </Heading>
          <Limit>{offer.pack_limit}</Limit>
          {offer.body ? <Body>{offer.body}</Body> : null}
          {offer.bonus_offer ? (
            <Bonus>
              <span>{texts.bonus}</span>
              {offer.bonus_offer}
            </Bonus>
          ) : null}
          <DescriptionList
            columns={1}
            items={[
              { term: texts.validity, description: offer.validity },
              { term: texts.price, description: rmOf(offer.price) },
              { term: texts.dialCode, description: offer.tel },
            ]}
          />
          <ButtonLink href={telHref(offer.tel)} size="lg" fullWidth>
            {offer.button_text}
          </ButtonLink>
        </ScreenStack>
      )}
    </QueryGate>
  );
}
