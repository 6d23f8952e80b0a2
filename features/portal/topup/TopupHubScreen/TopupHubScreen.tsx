import {
  afterOperatorSwitch,
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalState,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { EmptyState, ServiceTile } from '@ds';
import { useEffect } from 'react';
import styled from 'styled-components';
import { destinationOfCard, type HubEntry } from '../model/topup';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface TopupHubScreenProps {
  /** The operator, language and promotion entry the link named (its op and lang parameters). */
  entry: HubEntry;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The top-up hub (§2 /topup-services/:service): its cards lead to a kind of top-up. A promotion
 * link's operator and language are applied first (§9: Digi with 23, U Mobile with 12).
 */
export function TopupHubScreen({ entry, navigation }: TopupHubScreenProps) {
  const texts = useTopupTexts();
  const state = usePortalState();
  const updateState = useUpdatePortalState();
  const { operatorId, languageId, source } = entry;
  const applied =
    (operatorId === undefined || operatorId === state.operatorId) &&
    (languageId === undefined || languageId === state.languageId);
  useEffect(() => {
    if (applied) return;
    updateState((current) => {
      // Another operator is a switch (§4): the number and the visit's values are cleared.
      const switched =
        operatorId !== undefined && operatorId !== current.operatorId
          ? afterOperatorSwitch(operatorId, languageId ?? current.languageId, () =>
              crypto.randomUUID(),
            )
          : { ...current, languageId: languageId ?? current.languageId };
      return { ...switched, operatorPopupClosed: true, topup: { source } };
    });
  }, [applied, languageId, operatorId, source, updateState]);
  const { page } = useTopup();
  useJourney(applied ? { pageID: 'TOPUP_HUB', service: 'topup' } : undefined);
  const cards = page.data?.data.cards ?? [];
  return (
    <QueryGate query={page}>
      <ScreenStack data-component="TopupHubScreen">
        <ScreenTitle>{texts.hubTitle}</ScreenTitle>
        {cards.length === 0 ? (
          <EmptyState title={texts.noCards} />
        ) : (
          <Cards>
            {cards.map((card) => {
              const destination = destinationOfCard(card.target_page_name);
              return (
                <li key={card.target_page_name}>
                  <ServiceTile
                    image={card.icon_url}
                    title={card.title}
                    href={navigation.hrefOf(destination)}
                    onNavigate={() => {
                      updateState((current) => ({
                        ...current,
                        topup: { source: current.topup?.source },
                      }));
                      navigation.go(destination);
                    }}
                  />
                </li>
              );
            })}
          </Cards>
        )}
      </ScreenStack>
    </QueryGate>
  );
}
