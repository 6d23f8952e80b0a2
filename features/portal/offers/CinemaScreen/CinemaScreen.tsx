import { useApi, type Schema } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
} from '@features/portal/core';
import { ButtonLink, EmptyState } from '@ds';
import { useId } from 'react';
import styled from 'styled-components';
import { telHref } from '../model/offers';
import { useOfferTexts } from '../model/texts';

/** The cinema service's step page (its machine name, §9 special services). */
const cinemaService = 'cinema';

// Columns of the screen's width, not of the longest word's (large text wraps; a word longer
// than a line breaks).
const Posters = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: break-word;
  gap: var(--tck-space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--tck-space-3);
    padding: var(--tck-space-3);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-lg);
    background: var(--tck-color-surface);
  }
  & img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--tck-radius-md);
  }
  & p {
    margin: 0;
    font-size: var(--tck-font-size-lg);
    font-weight: var(--tck-font-weight-semibold);
  }
`;

/** One poster: its picture, its text and the button that dials the service's code. */
function Poster({ poster }: { poster: Schema<'CinemaImage'> }) {
  const descId = useId();
  return (
    <li>
      {/* The text under it says what the poster shows. */}
      <img src={poster.link} alt="" />
      <p id={descId}>{poster.desc}</p>
      <ButtonLink href={telHref(poster.tel)} aria-describedby={descId} size="lg" fullWidth>
        {poster.dial_text}
      </ButtonLink>
    </li>
  );
}

/**
 * The cinema page (§2 /cinema-services/details): the service's posters, each with its text and
 * a button that dials the code to subscribe (a tel: link).
 */
export function CinemaScreen() {
  const { query } = useApi('portal');
  const { languageId, verified } = usePortalContext();
  const texts = useOfferTexts();
  const page = query.useQuery('post', '/content/{service}/step/1', {
    params: { path: { service: cinemaService } },
    body: { languageId, ...(verified === undefined ? {} : { pmsisdn: verified }) },
  });
  useJourney({ pageID: 'CINEMA', service: cinemaService });
  const data = page.data?.data;
  const posters = data !== undefined && 'images' in data ? data.images : [];
  return (
    <ScreenStack data-component="CinemaScreen">
      <ScreenTitle>{texts.cinemaTitle}</ScreenTitle>
      <QueryGate query={page}>
        {posters.length === 0 ? (
          <EmptyState title={texts.noFilms} />
        ) : (
          <Posters>
            {posters.map((poster) => (
              <Poster key={poster.link} poster={poster} />
            ))}
          </Posters>
        )}
      </QueryGate>
    </ScreenStack>
  );
}
