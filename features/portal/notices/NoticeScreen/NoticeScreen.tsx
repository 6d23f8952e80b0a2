import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
  usePortalLanguage,
} from '@features/portal/core';
import { EmptyState, SeeMore } from '@ds';
import styled from 'styled-components';
import { useNoticeTexts } from '../model/texts';

/**
 * A feed of cards: notices, games. Its column is the screen's width, not its longest word's
 * (large text wraps; a word longer than a line breaks).
 */
export const Feed = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: break-word;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--tck-space-2);
    padding: var(--tck-space-3);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    background: var(--tck-color-surface);
  }
  & img {
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: var(--tck-radius-sm);
  }
  & h2 {
    margin: 0;
    font-size: var(--tck-font-size-lg);
  }
  & time,
  & small {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-sm);
  }
`;

/** The notice feed (§2 /notice-page): newest first, each text clamped with 'See more'. */
export function NoticeScreen() {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const texts = useNoticeTexts();
  const language = usePortalLanguage();
  const notices = query.useQuery('post', '/content/notice-page', {
    params: {
      query: { languageId, operatorId, ...(verified === undefined ? {} : { msisdn: verified }) },
    },
  });
  useJourney({ pageID: 'NOTICE', service: 'notification' });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const list = notices.data?.data.notices ?? [];
  return (
    <ScreenStack data-component="NoticeScreen">
      <ScreenTitle>{texts.noticesTitle}</ScreenTitle>
      <QueryGate query={notices}>
        {list.length === 0 ? (
          <EmptyState title={texts.noNotices} />
        ) : (
          <Feed>
            {list.map((notice) => (
              <li key={`${notice.published_at}-${notice.title}`}>
                {notice.image ? <img src={notice.image} alt="" /> : null}
                <h2>{notice.title}</h2>
                <time dateTime={notice.published_at}>
                  {date.format(new Date(notice.published_at))}
                </time>
                <SeeMore lines={3} labels={{ more: texts.more, less: texts.less }}>
                  {notice.description}
                </SeeMore>
              </li>
            ))}
          </Feed>
        )}
      </QueryGate>
    </ScreenStack>
  );
}
