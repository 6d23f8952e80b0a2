import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  usePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, EmptyState, ResultPanel } from '@ds';
import { useSupportTexts } from '../model/texts';

export interface TicketSuccessScreenProps {
  /** How the screen moves the visitor (home, history, a new ticket). */
  navigation: PortalNavigation;
}

/** The ticket raised: the serial stored by the support form (§2 /ticket-success). */
function TicketSuccess({ serial, navigation }: { serial: string } & TicketSuccessScreenProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId } = usePortalContext();
  const texts = useSupportTexts();
  const page = query.useQuery('post', '/content/ticket-create-success', {
    body: { ticketNumber: serial, languageId, operatorId },
  });
  const data = page.data?.data;
  return (
    <QueryGate query={page}>
      <ScreenStack data-narrow="true" data-component="TicketSuccessScreen">
        <ScreenTitle>{data?.title}</ScreenTitle>
        <ResultPanel
          image="/images/pages/success.svg"
          message={data?.message}
          details={[{ label: texts.ticketNumber, value: <strong>{data?.ticket_number}</strong> }]}
          actions={
            <>
              <Button size="lg" fullWidth onClick={() => navigation.go(screen('supportHistory'))}>
                {texts.history}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                fullWidth
                onClick={() => navigation.go(screen('home'))}
              >
                {data?.home_btn_text}
              </Button>
            </>
          }
        />
      </ScreenStack>
    </QueryGate>
  );
}

/** The ticket success page (§2 /ticket-success, §4 code 200), or a way back to the form. */
export function TicketSuccessScreen({ navigation }: TicketSuccessScreenProps) {
  const { ticket_serial: serial } = usePortalState();
  const texts = useSupportTexts();
  useJourney({ pageID: 'TICKET_SUCCESS', service: 'support' });
  if (serial === undefined) {
    return (
      <EmptyState
        title={texts.noTicket}
        action={<Button onClick={() => navigation.go(screen('support'))}>{texts.newTicket}</Button>}
      />
    );
  }
  return <TicketSuccess serial={serial} navigation={navigation} />;
}
