import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
} from '@features/portal/core';
import { EmptyState, ExpandableRow } from '@ds';
import styled from 'styled-components';
import { useNoticeTexts } from '../model/texts';
import { Feed } from '../NoticeScreen/NoticeScreen';

const Play = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 var(--tck-space-4);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-primary);
  color: var(--tck-color-on-primary, #fff);
  font-weight: var(--tck-font-weight-semibold);
  text-decoration: none;
`;

const Details = styled.div`
  display: grid;
  gap: var(--tck-space-3);

  & > p {
    margin: 0;
  }
`;

export interface FreeServiceGamesScreenProps {
  /** The free service group (the route's :id). */
  id: string;
}

/**
 * The free-service game feed (§2 /free-services/:id): each game's banner, title and subtitle,
 * with its details and the play link (another site) in an expandable row.
 */
export function FreeServiceGamesScreen({ id }: FreeServiceGamesScreenProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const texts = useNoticeTexts();
  const games = query.useQuery('post', '/content/free-service-page/{id}', {
    params: {
      path: { id: Number(id) || 0 },
      query: { languageId, operatorId, ...(verified === undefined ? {} : { msisdn: verified }) },
    },
  });
  useJourney({ pageID: 'FREE_SERVICE', service: 'free-service-games' });
  const list = games.data?.data.games ?? [];
  return (
    <ScreenStack data-component="FreeServiceGamesScreen">
      <ScreenTitle>{texts.gamesTitle}</ScreenTitle>
      <QueryGate query={games}>
        {list.length === 0 ? (
          <EmptyState title={texts.noGames} />
        ) : (
          <Feed>
            {list.map((game) => (
              <li key={game.external_url}>
                <img src={game.banner_image} alt="" />
                <ExpandableRow
                  summary={
                    <span>
                      <strong>{game.title}</strong>
                      {game.sub_title ? <small> · {game.sub_title}</small> : null}
                    </span>
                  }
                >
                  <Details>
                    {game.description ? <p>{game.description}</p> : null}
                    <Play href={game.external_url} rel="noopener noreferrer">
                      {game.button_text}
                    </Play>
                  </Details>
                </ExpandableRow>
              </li>
            ))}
          </Feed>
        )}
      </QueryGate>
    </ScreenStack>
  );
}
