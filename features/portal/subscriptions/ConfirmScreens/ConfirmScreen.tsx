import { useApi, type Schema } from '@api';
import {
  QueryGate,
  screen,
  useJourney,
  usePortalContext,
  usePortalState,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ResultPanel } from '@ds';
import styled from 'styled-components';
import { packageChoiceOf } from '../model/flow';
import { useServiceName } from '../model/useServiceName';

// Yes and no side by side when both fit, one under the other at large text on a narrow phone.
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 6rem), 1fr));
  gap: var(--tck-space-3);
`;

/** The operator-2 payment form's fields, in the order the provider lists them. */
const paymentFields = [
  'countryCode',
  'siteCode',
  'productName',
  'price',
  'subFrequency',
  'currencyCode',
  'callbackUrl',
  'requestId',
  'notes',
  'subscriptionCode',
] as const satisfies readonly (keyof Schema<'Operator2PaymentForm'>)[];

export interface ConfirmScreenProps {
  /** What is confirmed: a subscription (service-confirmation-page) or an unsubscription. */
  action: 'subscribe' | 'unsubscribe';
  /** The service of the address (else the stored one). */
  service?: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The confirmation page (§2, §4): the server's question with yes and no. Yes to a subscription
 * goes to the registration page, or for operator 2 posts the payment form to the provider the
 * server named; yes to an unsubscription goes to the deregistration page; no goes back.
 */
export function ConfirmScreen({ action, service: fromAddress, navigation }: ConfirmScreenProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const texts = useTexts();
  const state = usePortalState();
  const service = useServiceName(fromAddress) ?? '';
  const msisdn = verified ?? '';
  const subscribe = query.useQuery(
    'post',
    '/content/service-confirmation-page',
    { body: { service, languageId, operatorId, msisdn, ...packageChoiceOf(state, service) } },
    { enabled: action === 'subscribe' },
  );
  const unsubscribe = query.useQuery(
    'post',
    '/content/service-unsub-confirmation-page',
    { params: { query: { service, languageId, operatorId, msisdn } } },
    { enabled: action === 'unsubscribe' },
  );
  const page = action === 'subscribe' ? subscribe : unsubscribe;
  useJourney({
    pageID: action === 'subscribe' ? 'SERVICE_CONFIRMATION' : 'UNSUB_CONFIRMATION',
    service,
  });
  const data = page.data?.data;
  const payment = data?.payment_form ?? undefined;
  const no = (
    <Button size="lg" variant="secondary" fullWidth onClick={() => navigation.back()}>
      {data?.no_btn_text}
    </Button>
  );
  return (
    <QueryGate query={page}>
      {data === undefined ? null : payment === undefined ? (
        <ResultPanel
          message={data.header_text}
          actions={
            <Actions>
              <Button
                size="lg"
                fullWidth
                onClick={() =>
                  action === 'subscribe'
                    ? navigation.go(screen('registration'), { replace: true })
                    : navigation.go(screen('deregistration'))
                }
              >
                {data.yes_btn_text}
              </Button>
              {no}
            </Actions>
          }
        />
      ) : (
        <ResultPanel
          message={data.header_text}
          note={texts.paymentRedirect}
          actions={
            // Operator 2 pays at its provider: the browser posts the form to the provider.
            <form method="post" action={payment.actionUrl}>
              {paymentFields.map((field) => (
                <input key={field} type="hidden" name={field} value={payment[field] ?? ''} />
              ))}
              <Actions>
                <Button
                  type="submit"
                  name="mpaySubmit"
                  value={payment.mpaySubmit}
                  size="lg"
                  fullWidth
                >
                  {data.yes_btn_text}
                </Button>
                {no}
              </Actions>
            </form>
          }
        />
      )}
    </QueryGate>
  );
}
