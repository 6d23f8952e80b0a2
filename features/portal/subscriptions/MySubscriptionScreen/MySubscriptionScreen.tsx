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
import { Button, EmptyState, Label } from '@ds';
import styled from 'styled-components';
import { subscriptionStatus } from '../model/labels';

const List = styled.ul`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: var(--tck-space-3);
  padding: var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);

  & > img {
    width: 4.5rem;
    height: 4.5rem;
    border-radius: var(--tck-radius-md);
    object-fit: cover;
  }
  & h2 {
    margin: 0;
    font-size: var(--tck-font-size-md);
  }
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 var(--tck-space-2);
    margin: var(--tck-space-1) 0 var(--tck-space-2);
    font-size: var(--tck-font-size-sm);
  }
  & dt {
    color: var(--tck-color-text-muted);
  }
  & dd {
    margin: 0;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-2);
`;

export interface MySubscriptionScreenProps {
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * My subscription (§2, §6: protected by number): the verified number's subscriptions with their
 * price, status, dates and an unsubscribe button that starts the unsubscribe flow.
 */
export function MySubscriptionScreen({ navigation }: MySubscriptionScreenProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const language = usePortalLanguage();
  const texts = useTexts();
  const list = query.useQuery('post', '/my-subscription', {
    body: { msisdn: verified ?? '', operatorId, languageId },
  });
  useJourney({ pageID: 'MY_SUBSCRIPTION' });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const subscriptions = list.data?.data.subscriptions ?? [];
  return (
    <ScreenStack>
      <ScreenTitle>{texts.mySubscriptionTitle}</ScreenTitle>
      <QueryGate query={list}>
        {subscriptions.length === 0 ? (
          <EmptyState title={texts.noSubscriptions} />
        ) : (
          <List>
            {subscriptions.map((subscription) => {
              const status = subscriptionStatus[subscription.status];
              return (
                <Item key={subscription.service}>
                  {subscription.image_link ? (
                    <img src={subscription.image_link} alt="" />
                  ) : (
                    <span />
                  )}
                  <div>
                    <Heading>
                      <h2>{subscription.title}</h2>
                      <Label tone={status.tone}>{texts[status.text]}</Label>
                    </Heading>
                    <dl>
                      <dt>{texts.price}</dt>
                      <dd>{subscription.price}</dd>
                      <dt>{texts.subscribedOn}</dt>
                      <dd>{date.format(new Date(subscription.subscribed_at))}</dd>
                      {subscription.next_renewal_at ? (
                        <>
                          <dt>{texts.nextRenewal}</dt>
                          <dd>{date.format(new Date(subscription.next_renewal_at))}</dd>
                        </>
                      ) : null}
                    </dl>
                    {subscription.status === 'suspended' ? null : (
                      <Button
                        variant="secondary"
                        onClick={() =>
                          navigation.go(screen('unsubConfirmation', subscription.service))
                        }
                      >
                        {subscription.unsubscribe_btn_text}
                      </Button>
                    )}
                  </div>
                </Item>
              );
            })}
          </List>
        )}
      </QueryGate>
    </ScreenStack>
  );
}
