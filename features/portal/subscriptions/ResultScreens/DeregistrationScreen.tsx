import { useApi } from '@api';
import {
  QueryGate,
  RetryState,
  screen,
  useBackOverride,
  useJourney,
  usePortalContext,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ResultPanel, Spinner } from '@ds';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useServiceName } from '../model/useServiceName';

export interface DeregistrationScreenProps {
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The deregistration page (§4 Unsubscribe flow): unsubscribes the verified number and shows the
 * result; back goes two steps (past the confirmation, to the page the visitor unsubscribed on).
 */
export function DeregistrationScreen({ navigation }: DeregistrationScreenProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const queryClient = useQueryClient();
  const texts = useTexts();
  const service = useServiceName(undefined) ?? '';
  const body = useMemo(
    () => ({ msisdn: verified ?? '', service, operatorId, languageId }),
    [verified, service, operatorId, languageId],
  );
  const deregister = query.useMutation('post', '/service-deregistration');
  const { mutate } = deregister;
  const page = query.useQuery('post', '/content/unsub-success-page', { body });
  useJourney({ pageID: 'SERVICE_DEREGISTRATION', service });

  const send = useCallback(() => {
    // The subscription lists and statuses cached before are out of date now.
    mutate({ body }, { onSuccess: () => void queryClient.invalidateQueries() });
  }, [mutate, body, queryClient]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send();
  }, [send]);

  const back = useCallback(() => navigation.back(2), [navigation]);
  useBackOverride(back);

  if (deregister.isError) {
    return <RetryState onRetry={send} />;
  }
  if (deregister.data === undefined) return <Spinner label={texts.loading} />;
  const words = page.data?.data;
  return (
    <QueryGate query={page}>
      <ResultPanel
        image={words?.image_link}
        message={words?.confirmation_text ?? deregister.data.message}
        details={[{ label: texts.transactionId, value: deregister.data.data.tid }]}
        actions={
          <>
            <Button size="lg" fullWidth onClick={() => navigation.go(screen('home'))}>
              {words?.home_btn_text}
            </Button>
            <Button size="lg" variant="link" fullWidth onClick={back}>
              {texts.back}
            </Button>
          </>
        }
      />
    </QueryGate>
  );
}
