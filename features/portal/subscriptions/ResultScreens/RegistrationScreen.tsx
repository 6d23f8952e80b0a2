import { useApi } from '@api';
import {
  analytics,
  QueryGate,
  RetryState,
  screen,
  useBackOverride,
  useJourney,
  usePortalContext,
  usePortalState,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, Countdown, ResultPanel, Spinner } from '@ds';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { backAfterRegistration, packageChoiceOf, rmOf } from '../model/flow';
import { useServiceName } from '../model/useServiceName';

export interface RegistrationScreenProps {
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
  /** False pins the resend countdown at 00:59 (a still picture, e.g. in a story). */
  countdownRunning?: boolean;
}

/**
 * The registration page (§2, §4 Subscribe flow): subscribes the verified number, then shows the
 * result with its price and tid, and a resend that opens after 59 s (00:SS). Back goes to the
 * list details, the package page or the service page by the type the visitor came by; the
 * cinema service to its own page.
 */
export function RegistrationScreen({
  navigation,
  countdownRunning = true,
}: RegistrationScreenProps) {
  const { query, fetch } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const state = usePortalState();
  const texts = useTexts();
  const queryClient = useQueryClient();
  const service = useServiceName(undefined) ?? '';
  const msisdn = verified ?? '';
  const productId = packageChoiceOf(state, service).productId;
  const body = useMemo(
    () => ({
      msisdn,
      service,
      operatorId,
      languageId,
      ...(productId === undefined ? {} : { productId }),
    }),
    [msisdn, service, operatorId, languageId, productId],
  );
  const register = query.useMutation('post', '/service-registration');
  const { mutate } = register;
  const page = query.useQuery('post', '/content/mo-success-page/{service}', {
    params: { path: { service } },
    body,
  });
  const [round, setRound] = useState(0);
  const [canResend, setCanResend] = useState(false);
  useJourney({ pageID: 'SERVICE_REGISTRATION', service });

  const { re_token: reToken, re_product_id: reProductId } = state;
  const send = useCallback(() => {
    setCanResend(false);
    mutate(
      { body },
      {
        onSuccess: (answer) => {
          setRound((count) => count + 1);
          // The subscription lists and statuses cached before are out of date now.
          void queryClient.invalidateQueries();
          const { price, tid } = answer.data;
          analytics.push({
            event: 'subscription',
            A_Party_Number: msisdn,
            Package_Name: service,
            Deduction_Amount: price,
          });
          // A subscription that came by a friend's link earns the friend its points.
          if (reToken !== undefined && reProductId !== undefined) {
            fetch
              .POST('/store-referal-info', {
                params: { query: { msisdn, reToken, reProductId, tId: tid, price } },
              })
              .catch((error: unknown) => {
                console.warn('The referral was not recorded', error);
              });
          }
        },
      },
    );
  }, [mutate, body, msisdn, service, reToken, reProductId, fetch, queryClient]);

  // Subscribes once when the page opens (not again when React re-runs the effect).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send();
  }, [send]);

  const back = useCallback(
    () => navigation.go(backAfterRegistration(service, state.serviceType), { replace: true }),
    [navigation, service, state.serviceType],
  );
  useBackOverride(back);

  if (register.isError) {
    return <RetryState onRetry={send} />;
  }
  const result = register.data?.data;
  if (result === undefined) return <Spinner label={texts.loading} />;
  const words = page.data?.data;
  return (
    <QueryGate query={page}>
      <ResultPanel
        image={words?.image_link}
        message={words?.confirmation_text ?? register.data?.message}
        details={[
          { label: texts.price, value: rmOf(result.price) },
          { label: texts.transactionId, value: result.tid },
        ]}
        note={
          canResend ? undefined : (
            <>
              {texts.resendAfter}{' '}
              <Countdown
                key={round}
                seconds={59}
                running={countdownRunning}
                label={texts.resendAfter}
                onDone={() => setCanResend(true)}
              />
            </>
          )
        }
        actions={
          <>
            <Button size="lg" fullWidth onClick={() => navigation.go(screen('home'))}>
              {words?.home_btn_text}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              fullWidth
              disabled={!canResend}
              loading={register.isPending}
              onClick={send}
            >
              {words?.resent_btn_text}
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
