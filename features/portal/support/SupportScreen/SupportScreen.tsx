import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, Modal, Textarea, TextInput } from '@ds';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { problemTypeOf, ticketOutcome } from '../model/support';
import { useSupportTexts } from '../model/texts';

const Field = styled.div`
  display: grid;
  /* A select is as wide as its longest option: at large text it must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--tck-space-1);

  & > label {
    font-size: var(--tck-font-size-sm);
    font-weight: var(--tck-font-weight-semibold);
  }
`;

const NativeSelect = styled.select`
  width: 100%;
  min-height: var(--tck-control-height-lg, 48px);
  padding: 0 var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
`;

const FieldError = styled.p`
  margin: 0;
  color: var(--tck-color-danger);
  font-size: var(--tck-font-size-sm);
`;

const Actions = styled.div`
  display: grid;
  /* Side by side while both fit, one above the other at large text or on a narrow phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: var(--tck-space-3);
`;

export interface SupportScreenProps {
  /** How the screen moves the visitor (ticket success, history). */
  navigation: PortalNavigation;
}

/**
 * The support form (§2 /support-page, §4, §5): the verified number read-only, the problem type
 * (the first when none is chosen), the message, submit and history. Code 200 stores the serial
 * and goes to the success page; code 202 opens the waiting-message modal. What was typed stays.
 */
export function SupportScreen({ navigation }: SupportScreenProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const updateState = useUpdatePortalState();
  const queryClient = useQueryClient();
  const texts = useSupportTexts();
  const ids = { number: useId(), type: useId(), message: useId(), error: useId() };
  const msisdn = verified ?? '';
  const page = query.useQuery('post', '/content/service-ticket-page', {
    body: { msisdn, languageId, operatorId },
  });
  const create = query.useMutation('post', '/create_ticket_service');
  const [chosen, setChosen] = useState<string>();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [waiting, setWaiting] = useState<string>();
  useJourney({ pageID: 'SUPPORT', service: 'support' });

  const data = page.data?.data;
  const types = data?.services ?? [];

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const service = problemTypeOf(chosen, types);
    if (message.trim() === '') {
      setError(texts.messageRequired);
      return;
    }
    if (service === undefined) return;
    create.mutate(
      { body: { msisdn, languageId, operatorId, service, message: message.trim() } },
      {
        onSuccess: (answer) => {
          const outcome = ticketOutcome(answer);
          void queryClient.invalidateQueries();
          if (outcome.kind === 'waiting') {
            setWaiting(outcome.message);
            return;
          }
          updateState((state) => ({ ...state, ticket_serial: outcome.serial }));
          navigation.go(screen('ticketSuccess'));
        },
        // A network failure is the shell's 'Oops..'; the message stays as typed.
        onError: (reason) => console.warn('The ticket could not be created', reason),
      },
    );
  };

  return (
    <QueryGate query={page}>
      <ScreenStack
        as="form"
        noValidate
        onSubmit={submit}
        data-narrow="true"
        data-component="SupportScreen"
      >
        <ScreenTitle>{data?.header_text}</ScreenTitle>
        <Field>
          <label htmlFor={ids.number}>{texts.mobileNumber}</label>
          <TextInput id={ids.number} value={msisdn} onChange={() => undefined} readOnly />
        </Field>
        <Field>
          <label htmlFor={ids.type}>{texts.problemType}</label>
          <NativeSelect
            id={ids.type}
            value={problemTypeOf(chosen, types) ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {types.map((type) => (
              <option key={type.service} value={type.service}>
                {type.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field>
          <label htmlFor={ids.message}>{texts.message}</label>
          <Textarea
            id={ids.message}
            rows={6}
            value={message}
            placeholder={data?.message_placeholder}
            invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : ids.error}
            onChange={(value) => {
              setMessage(value);
              setError(undefined);
            }}
          />
          {error === undefined ? null : <FieldError id={ids.error}>{error}</FieldError>}
        </Field>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            size="lg"
            onClick={() => navigation.go(screen('supportHistory'))}
          >
            {data?.history_btn_text}
          </Button>
          <Button type="submit" size="lg" loading={create.isPending}>
            {data?.submit_btn_text}
          </Button>
        </Actions>
        <Modal
          open={waiting !== undefined}
          title={texts.waitingTitle}
          size="sm"
          onClose={() => setWaiting(undefined)}
          footer={
            <Button data-autofocus onClick={() => setWaiting(undefined)}>
              {texts.ok}
            </Button>
          }
        >
          <p>{waiting}</p>
        </Modal>
      </ScreenStack>
    </QueryGate>
  );
}
