import { useApi } from '@api';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUpdatePortalState } from '../state/atoms';
import { afterVerification, writePortalState, type PortalState } from '../state/model';
import type { PortalDestination, PortalNavigation } from '../navigation/destinations';
import { storyLanguageIds } from './look';

/** What a portal story starts from, besides the operator and language the toolbar sets. */
export interface PortalStoryOptions {
  /** The stored state (number, service context ...); operator and language come from the look. */
  state?: Omit<Partial<PortalState>, 'operatorId' | 'languageId'>;
  /** A first visit: no operator chosen yet, whichever the toolbar shows. */
  firstVisit?: boolean;
  /** A number the story verifies through the mock API first, so session-guarded calls answer. */
  verified?: string;
  /**
   * The operator and language stored before a story of a link that switches them: the story
   * opens in the look it ends in, its screen starts from these.
   */
  storedBefore?: { operatorId: 1 | 2; languageId: number };
}

/** The portal's operator and language id for the toolbar's operator and language. */
function lookState(globals: Record<string, unknown>): { operatorId: 1 | 2; languageId: number } {
  const operatorId = globals.operator === '2' ? 2 : 1;
  const language = (['en', 'ms', 'bn'] as const).find((code) => code === globals.language) ?? 'en';
  return { operatorId, languageId: storyLanguageIds[operatorId][language] };
}

/**
 * Starts a story from the given stored state (and a verified number), then renders it. A story's
 * own decorator sits inside its meta's and mounts after it, so the story's state wins.
 */
function PortalStoryState({
  options,
  operatorId,
  languageId,
  children,
}: {
  options: PortalStoryOptions;
  operatorId: 1 | 2;
  languageId: number;
  children: ReactNode;
}) {
  const { fetch } = useApi('portal');
  const updateState = useUpdatePortalState();
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    // Stories share the browser's storage: each starts from exactly its own state.
    localStorage.clear();
    sessionStorage.clear();
    const stored = options.storedBefore ?? { operatorId, languageId };
    const state: PortalState = {
      sessionId: 'story-visit',
      ...options.state,
      languageId: stored.languageId,
      ...(options.firstVisit === true ? {} : { operatorId: stored.operatorId }),
    };
    writePortalState({ local: localStorage, session: sessionStorage }, undefined, state);
    updateState(state);
    const { verified } = options;
    const run = { live: true };
    void (async () => {
      if (verified !== undefined) {
        const { mockOtp } = await import('@api/mocks');
        await fetch.POST('/send_otp', {
          params: { query: { msisdn: verified, operatorId, languageId } },
        });
        const { data } = await fetch.POST('/verify-otp', {
          params: { query: { otp: mockOtp, msisdn: verified } },
        });
        const session = data?.data;
        if (data?.code === 200 && typeof session === 'object') {
          updateState((current) => afterVerification(current, session));
        }
      }
      if (run.live) setReady(true);
    })();
    return () => {
      run.live = false;
    };
  }, [fetch, options, operatorId, languageId, updateState]);
  return ready ? children : null;
}

/**
 * A story decorator: the portal's stored state (and a verified number) before it renders, with
 * the operator and language the toolbar sets (a story names its own in `portalLook`).
 */
export function withPortalState(options: PortalStoryOptions = {}): Decorator {
  return function PortalState(Story, { globals }) {
    return (
      <PortalStoryState options={options} {...lookState(globals)}>
        <Story />
      </PortalStoryState>
    );
  };
}

/** A readable address of a destination, for stories and tests ('/screen/topupHub/topup'). */
export function destinationHref(destination: PortalDestination): string {
  switch (destination.kind) {
    case 'screen':
      return `/screen/${destination.screen}${destination.param === undefined ? '' : `/${destination.param}`}`;
    case 'path':
      return destination.path;
    case 'external':
      return destination.url;
    case 'operator-choice':
      return '/screen/operator-choice';
  }
}

/** A navigation for stories: links get readable addresses, moves go to the given spies. */
export function storyNavigation(
  go: PortalNavigation['go'],
  back: PortalNavigation['back'],
): PortalNavigation {
  return { hrefOf: destinationHref, go, back };
}

const Page = styled.div`
  padding: var(--tck-space-4);
`;

/** A story decorator: the screen inside the page padding the portal's frame gives it. */
export const withPortalPage: Decorator = (Story) => (
  <Page>
    <Story />
  </Page>
);

const Narrow = styled.div`
  width: 320px;
`;

/**
 * A story decorator: the screen on a 320 px wide page, for a play function to check that
 * nothing scrolls sideways (`fitsNarrowPage`); with `largeText`, at 200 % text (WCAG 1.4.4 and
 * 1.4.10).
 */
export const withNarrowPage: Decorator = (Story) => (
  <Narrow data-narrow-page>
    <Story />
  </Narrow>
);

/** A story's `beforeEach`: the text at 200 % for the story, as it was after it. */
export function largeText(): () => void {
  document.documentElement.style.fontSize = '200%';
  return () => {
    document.documentElement.style.fontSize = '';
  };
}

/**
 * What sticks out of the narrow page of `withNarrowPage` (tag and text of each element past its
 * right edge): none when the page holds its content without scrolling sideways.
 */
export function outsideNarrowPage(canvasElement: HTMLElement): string[] {
  const page = canvasElement.querySelector<HTMLElement>('[data-narrow-page]');
  if (page === null) return ['no narrow page'];
  const edge = page.getBoundingClientRect().right + 0.5;
  return [...page.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > edge)
    .map((element) => `${element.tagName} ${element.textContent.slice(0, 40)}`);
}
