import { useApi, type Schema } from '@api';
import {
  operatorPopupAtom,
  QueryGate,
  routeOfEntry,
  screen,
  useJourney,
  usePortalContext,
  useTexts,
  fill,
  type PortalDestination,
  type PortalNavigation,
} from '@features/portal/core';
import { Carousel, ImageLink, ServiceTile, VisuallyHidden } from '@ds';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import styled from 'styled-components';
import { homeAnswersFreshMs, homeRequests } from '../model/requests';
import { bannerDestination, freeServiceDestination } from '../model/routing';

const Page = styled.div`
  display: grid;
  gap: var(--tck-space-5);
`;

const Heading = styled.h2`
  margin: 0 0 var(--tck-space-3);
  font-size: var(--tck-font-size-lg);
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.25rem, 1fr));
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TermsLink = styled.a`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--tck-color-primary);
`;

export interface HomeScreenProps {
  /** How the home moves the visitor. */
  navigation: PortalNavigation;
}

/** The in-app link of a destination, or its external URL. */
function linkOf(navigation: PortalNavigation, destination: PortalDestination | undefined) {
  if (destination === undefined || destination.kind === 'operator-choice') return undefined;
  return destination.kind === 'external' ? destination.url : navigation.hrefOf(destination);
}

/**
 * The portal home (§2 Home): the banner slider (autoplay, dots, one slide, 1000 ms), the
 * free-service carousel (two slides, 800 ms, 1000 ms apart), the paid-service tiles routed by
 * type (§4), the terms link; the operator popup is the shell's.
 */
export function HomeScreen({ navigation }: HomeScreenProps) {
  const { query, fetch } = useApi('portal');
  const texts = useTexts();
  const openOperatorPopup = useSetAtom(operatorPopupAtom);
  const context = usePortalContext();
  const { operatorId, msisdn, verified } = context;
  const requests = homeRequests(context);
  const fresh = { staleTime: homeAnswersFreshMs };
  const banners = query.useQuery('get', '/get-banner', requests.banners, fresh);
  const paid = query.useQuery('post', '/paid-service', requests.paid, fresh);
  const free = query.useQuery('post', '/free-service', requests.free, fresh);
  const prompt = paid.data?.data.prompt;
  useJourney(prompt === undefined ? undefined : { pageID: prompt.pageID, eventID: prompt.eventID });

  // A verified number's visit is recorded (save_user_histories needs its session).
  useEffect(() => {
    if (verified === undefined) return;
    fetch
      .POST('/save_user_histories', { body: { operatorId, msisdn: verified } })
      .catch((error: unknown) => {
        console.warn('The visit was not recorded', error);
      });
  }, [fetch, operatorId, verified]);

  const follow = (href: string) => navigation.go({ kind: 'path', path: href });
  const tileOf = (tile: Schema<'PaidServiceItem'>, index: number) => {
    const destination = routeOfEntry(tile, { msisdn });
    const title = tile.title ?? fill(texts.tileFallback, { n: index + 1 });
    if (destination.kind === 'operator-choice') {
      return (
        <ServiceTile image={tile.image} title={title} onSelect={() => openOperatorPopup(true)} />
      );
    }
    const href = linkOf(navigation, destination);
    return (
      <ServiceTile
        image={tile.image}
        title={title}
        href={href}
        onNavigate={destination.kind === 'external' ? undefined : follow}
      />
    );
  };

  // The sections appear together: one that came before those above it would be pushed down
  // the page as they arrive, under the visitor's finger.
  // None of them came (no network, none kept): one failure for the page, not one per section.
  const pending =
    [banners, free, paid].find((part) => part.isPending) ??
    (banners.isError && free.isError && paid.isError
      ? { ...paid, refetch: () => Promise.all([banners.refetch(), free.refetch(), paid.refetch()]) }
      : undefined);
  if (pending !== undefined) {
    return (
      <Page data-component="HomeScreen">
        <VisuallyHidden as="h1">{texts.home}</VisuallyHidden>
        <QueryGate query={pending}>{null}</QueryGate>
      </Page>
    );
  }

  return (
    <Page data-component="HomeScreen">
      <VisuallyHidden as="h1">{texts.home}</VisuallyHidden>
      <QueryGate query={banners}>
        {(banners.data?.data.length ?? 0) > 0 ? (
          <Carousel
            label={texts.offers}
            slidesPerView={1}
            speed={1000}
            autoplay
            dotLabel={(n) => fill(texts.goToSlide, { n })}
            pauseLabel={texts.pauseSlides}
            playLabel={texts.playSlides}
            slides={(banners.data?.data ?? []).map((banner, index) => (
              <ImageLink
                key={banner.image}
                src={banner.image}
                alt={banner.title ?? fill(texts.slideFallback, { n: index + 1 })}
                href={linkOf(navigation, bannerDestination(banner))}
                onNavigate={follow}
                priority={index === 0}
              />
            ))}
          />
        ) : null}
      </QueryGate>
      <QueryGate query={free}>
        {(free.data?.data.free_services.length ?? 0) > 0 ? (
          // The carousel is the section's landmark, named as its heading reads.
          <>
            <Heading>{free.data?.data.free_service}</Heading>
            <Carousel
              label={free.data?.data.free_service ?? ''}
              slidesPerView={2}
              speed={800}
              delay={1000}
              autoplay
              dotLabel={(n) => fill(texts.goToSlide, { n })}
              pauseLabel={texts.pauseSlides}
              playLabel={texts.playSlides}
              slides={(free.data?.data.free_services ?? []).map((item, index) => (
                <ImageLink
                  key={item.image_link}
                  src={item.image_link}
                  alt={item.title ?? fill(texts.slideFallback, { n: index + 1 })}
                  ratio={1}
                  href={linkOf(navigation, freeServiceDestination(item))}
                  onNavigate={follow}
                />
              ))}
            />
          </>
        ) : null}
      </QueryGate>
      <QueryGate query={paid}>
        <section aria-labelledby="paid-services-heading">
          <Heading id="paid-services-heading">{paid.data?.data.other_service}</Heading>
          <Tiles>
            {(paid.data?.data.service ?? []).map((tile, index) => (
              <li key={tile.id}>{tileOf(tile, index)}</li>
            ))}
          </Tiles>
        </section>
        <TermsLink
          href={navigation.hrefOf(screen('terms'))}
          onClick={(event) => {
            event.preventDefault();
            navigation.go(screen('terms'));
          }}
        >
          {paid.data?.data.terms_of_use_text}
        </TermsLink>
      </QueryGate>
    </Page>
  );
}
