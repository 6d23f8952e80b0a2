import { useApi } from '@api';
import {
  RetryState,
  screen,
  useJourney,
  usePortalContext,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ButtonLink, ResultPanel, Spinner } from '@ds';
import { useEffect } from 'react';

/** The provider's proof of a payment: the query parameters of its success callback. */
export interface UmobilePaymentProof {
  /** The payment form's request id, as the provider echoes it. */
  requestId: string;
  /** The amount paid in RM, two decimals. */
  amount: string;
  /** The provider's signature of the two. */
  signature: string;
}

export interface UmobileResultScreenProps {
  /** success or failed, as the payment provider's callback says. */
  pageType: string;
  /** What was paid for, e.g. subscription. */
  type: string;
  /** The service paid for. */
  service?: string;
  /** What the provider sent back on its success callback; the server subscribes only on it. */
  payment?: UmobilePaymentProof;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The operator-2 payment result (§2, §4): the provider's outcome with its picture, text, a visit
 * button for a registered user and home; status 400 or no data sends the visitor to operator
 * 2's home.
 */
export function UmobileResultScreen({
  pageType,
  type,
  service = '',
  payment = { requestId: '', amount: '', signature: '' },
  navigation,
}: UmobileResultScreenProps) {
  const { query } = useApi('portal');
  const { languageId, verified } = usePortalContext();
  const texts = useTexts();
  const outcome = pageType === 'success' ? 'success' : 'failed';
  const result = query.useQuery(
    'post',
    outcome === 'success' ? '/umobile/success' : '/umobile/failed',
    {
      body: {
        msisdn: verified ?? '',
        service,
        languageId,
        operatorId: 2,
        type,
        pageType: outcome,
        ...(outcome === 'success' ? payment : {}),
      },
    },
  );
  useJourney({ pageID: 'UMOBILE_RESULT', service });
  const data = result.data?.data ?? undefined;
  const leave = result.isSuccess && (data === undefined || data.status === 400);
  useEffect(() => {
    if (leave) navigation.go(screen('home', '2'), { replace: true });
  }, [leave, navigation]);

  if (result.isPending || leave) return <Spinner label={texts.loading} />;
  if (result.isError || data === undefined) {
    return <RetryState onRetry={() => void result.refetch()} />;
  }
  return (
    <ResultPanel
      image={data.imageLink}
      message={data.text}
      actions={
        <>
          {data.registeredUser && data.visitUrl ? (
            <ButtonLink href={data.visitUrl} size="lg" fullWidth>
              {data.visitKorunText}
            </ButtonLink>
          ) : null}
          <Button
            size="lg"
            variant="secondary"
            fullWidth
            onClick={() => navigation.go(screen('home', '2'))}
          >
            {data.homeBtnText}
          </Button>
        </>
      }
    />
  );
}
