import { useApi } from '@api';
import {
  fill,
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ShareDialog } from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import { canShareNatively, type ShareCapable } from '../model/referral';
import { useReferTexts } from '../model/texts';

const Points = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--tck-space-2);
  padding: var(--tck-space-5) var(--tck-space-4);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-primary);
  color: var(--tck-color-on-primary, #fff);
  text-align: center;

  & > p {
    margin: 0;
  }
  & > strong {
    font-size: 2.5rem;
    line-height: 1;
  }
`;

const Message = styled.p`
  margin: 0;
  text-align: center;
`;

const Cards = styled.ul`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
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
`;

export interface ReferFriendScreenProps {
  /** How the screen moves the visitor (redeem). */
  navigation: PortalNavigation;
  /** The browser's share abilities (navigator); stories and tests pass their own. */
  browser?: ShareCapable;
  /** Copies the link; defaults to the Clipboard API (a failure is only logged). */
  copy?: (text: string) => Promise<void>;
}

/**
 * Refer a friend (§2 /refer-friend, §6 protected by number): the points, redeem, and the share
 * cards; a card shares through the browser's share sheet where there is one, else the dialog
 * (Messenger, Facebook, WhatsApp, Viber, Skype, SMS, 'Copy Link' that becomes 'Copied').
 */
export function ReferFriendScreen({
  navigation,
  browser = globalThis.navigator,
  copy,
}: ReferFriendScreenProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const texts = useReferTexts();
  const [sharing, setSharing] = useState<string>();
  const page = query.useQuery('post', '/content/refer-friend-page', {
    params: { query: { languageId, msisdn: verified ?? '', operatorId } },
  });
  useJourney({ pageID: 'REFER_FRIEND', service: 'refer' });
  const data = page.data?.data;

  const share = (url: string) => {
    if (browser.share !== undefined && canShareNatively(browser, url)) {
      // A visitor who closes the share sheet is not an error worth more than a log line.
      browser
        .share({ title: data?.title, text: data?.refer_message, url })
        .catch((reason: unknown) => console.info('Share closed', reason));
      return;
    }
    setSharing(url);
  };

  return (
    <QueryGate query={page}>
      <ScreenStack data-component="ReferFriendScreen">
        <ScreenTitle>{data?.title}</ScreenTitle>
        <Points aria-label={texts.points}>
          <p>{texts.points}</p>
          <strong>{data?.referral_point}</strong>
          <Button
            variant="secondary"
            disabled={(data?.referral_point ?? 0) <= 0}
            onClick={() => navigation.go(screen('topupHub'))}
          >
            {data?.redeem_point_button_text}
          </Button>
        </Points>
        <Message>{data?.refer_message}</Message>
        <Cards>
          {data?.cards.map((card, index) => (
            <li key={card.share_url}>
              <img src={card.image_url} alt={fill(texts.card, { number: index + 1 })} />
              <Button fullWidth onClick={() => share(card.share_url)}>
                {texts.share}
              </Button>
            </li>
          ))}
        </Cards>
        <ShareDialog
          open={sharing !== undefined}
          onClose={() => setSharing(undefined)}
          url={sharing ?? ''}
          message={data?.refer_message}
          title={texts.shareTitle}
          labels={{ copy: texts.copy, copied: texts.copied }}
          {...(copy === undefined ? {} : { copy })}
        />
      </ScreenStack>
    </QueryGate>
  );
}
