import { useApi } from '@api';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUpdatePortalState } from '../state/atoms';
import { afterVerification, writePortalState, type PortalState } from '../state/model';
import type { PortalDestination, PortalNavigation } from '../navigation/destinations';

/** What a portal story starts from. */
export interface PortalStoryOptions {
  /** The stored state (operator, language, number, service context ...). */
  state?: Partial<PortalState>;
  /** A number the story verifies through the mock API first, so session-guarded calls answer. */
  verified?: string;
}

/**
 * Starts a story from the given stored state (and a verified number), then renders it. A story's
 * own decorator sits inside its meta's and mounts after it, so the story's state wins.
 */
function PortalStoryState({
  options,
  children,
}: {
  options: PortalStoryOptions;
  children: ReactNode;
}) {
  const { fetch } = useApi('portal');
  const updateState = useUpdatePortalState();
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    // Stories share the browser's storage: each starts from exactly its own state.
    localStorage.clear();
    sessionStorage.clear();
    const state: PortalState = { languageId: 1, sessionId: 'story-visit', ...options.state };
    writePortalState({ local: localStorage, session: sessionStorage }, undefined, state);
    updateState(state);
    const { verified } = options;
    const run = { live: true };
    void (async () => {
      if (verified !== undefined) {
        const { mockOtp } = await import('@api/mocks');
        const { operatorId = 1, languageId } = state;
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
  }, [fetch, options, updateState]);
  return ready ? children : null;
}

/** A story decorator: the portal's stored state (and a verified number) before it renders. */
export function withPortalState(options: PortalStoryOptions = {}): Decorator {
  return function PortalState(Story) {
    return (
      <PortalStoryState options={options}>
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

/** The look of a portal story: operator 1 or 2 and the language, as the toolbar sets them. */
export function portalLook(operator: 1 | 2 = 1, language: 'en' | 'ms' | 'bn' = 'en') {
  return { viewport: { value: 'mobile' }, operator: String(operator), language };
}

/** The language ids of each operator (English 1; Digi: Malay 22, Bengali 23; U Mobile: 11, 12). */
export const storyLanguageIds = {
  1: { en: 1, ms: 22, bn: 23 },
  2: { en: 1, ms: 11, bn: 12 },
} as const;
