import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  usePortalLanguage,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import { ButtonLink, EmptyState, SeeMore } from '@ds';
import styled from 'styled-components';
import { useServiceName, useServiceType } from '../model/useServiceName';

const List = styled.ol`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: var(--tck-space-2);
  padding: var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);

  & h2 {
    margin: 0;
    font-size: var(--tck-font-size-md);
  }
  & img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--tck-radius-md);
  }
  & time {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-sm);
  }
`;

export interface KhoborListScreenProps {
  /** The multiple service, e.g. bangla_barta or rashifol. */
  service: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * A multiple service's list (§2, /multiple-serivce/:service): its latest items ({service}-khobor)
 * and the way to the service's details, where it is subscribed to.
 */
export function KhoborListScreen({ service: fromAddress, navigation }: KhoborListScreenProps) {
  const { query } = useApi('portal');
  const { languageId } = usePortalContext();
  const language = usePortalLanguage();
  const texts = useTexts();
  const service = useServiceName(fromAddress) ?? fromAddress;
  useServiceType('mutiple-service');
  const feed = query.useQuery('post', '/content/{service}-khobor', {
    params: { path: { service }, query: { languageId } },
  });
  useJourney({ pageID: 'MULTIPLE_SERVICE', service });
  const details = screen('multipleServiceDetails', service);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const items = feed.data?.data.items ?? [];
  return (
    <QueryGate query={feed}>
      <ScreenStack data-component="KhoborListScreen">
        <ScreenTitle>{feed.data?.data.title}</ScreenTitle>
        <ButtonLink
          href={navigation.hrefOf(details)}
          size="lg"
          fullWidth
          onNavigate={() => navigation.go(details)}
        >
          {texts.readMore}
        </ButtonLink>
        {items.length === 0 ? (
          <EmptyState title={texts.noItems} />
        ) : (
          <List aria-label={texts.latestNews}>
            {items.map((item) => (
              <Item key={`${item.published_at}-${item.title}`}>
                {item.image_link ? <img src={item.image_link} alt="" loading="lazy" /> : null}
                <h2>{item.title}</h2>
                <time dateTime={item.published_at}>{date.format(new Date(item.published_at))}</time>
                <SeeMore labels={{ more: texts.seeMore, less: texts.seeLess }}>{item.body}</SeeMore>
              </Item>
            ))}
          </List>
        )}
      </ScreenStack>
    </QueryGate>
  );
}
