import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import { EmptyState, ServiceTile } from '@ds';
import styled from 'styled-components';
import { sectionListOf } from '../model/flow';
import { useServiceType } from '../model/useServiceName';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SectionListScreenProps {
  /** The list's service: caller_tunes, religion or games. */
  service: string;
  /** The kind of list: 'list' (/list-service) or 'games' (/list-services-details). */
  listType: 'list' | 'games';
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/** A service's section list (§2 Section lists: caller tunes, religion, games): tiles to its pages. */
export function SectionListScreen({ service, listType, navigation }: SectionListScreenProps) {
  const { query } = useApi('portal');
  const { languageId, verified, operatorId } = usePortalContext();
  const texts = useTexts();
  useServiceType(listType);
  const paid = query.useQuery('post', '/paid-service', { body: { operatorId, languageId } });
  const list = query.useQuery('post', sectionListOf(service), {
    params: {
      query: { service, languageId, ...(verified === undefined ? {} : { msisdn: verified }) },
    },
  });
  useJourney({ pageID: listType === 'games' ? 'LIST_DETAILS' : 'LIST_SERVICE', service });
  // The list's name is its home tile's (the section answer carries none).
  const title =
    paid.data?.data.service.find((tile) => tile.target_page?.endsWith(`/${service}`))?.title ??
    texts.serviceList;
  const sections = list.data?.data.sections ?? [];
  return (
    <QueryGate query={list}>
      <ScreenStack>
        <ScreenTitle>{title}</ScreenTitle>
        {sections.length === 0 ? (
          <EmptyState title={texts.noItems} />
        ) : (
          <Grid>
            {sections.map((section) => (
              <li key={`${section.text}-${section.image_link}`}>
                <ServiceTile
                  image={section.image_link}
                  title={section.text}
                  href={section.target_page}
                  onNavigate={(href) => navigation.go({ kind: 'path', path: href })}
                />
              </li>
            ))}
          </Grid>
        )}
      </ScreenStack>
    </QueryGate>
  );
}
