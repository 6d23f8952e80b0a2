import { useApi } from '@api';
import {
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  usePortalState,
  useTexts,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, PhoneInput, useToast } from '@ds';
import { useId, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import {
  invalidNumberText,
  msisdnOf,
  numberProblem,
  passesOperatorCheck,
  typedOf,
} from '../model/number';
import { useAfterVerification } from '../model/useAfterVerification';
import { useIdentityTexts } from '../model/texts';

const Label = styled.label`
  display: block;
  margin-bottom: var(--tck-space-1);
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
`;

export interface NumberInputScreenProps {
  /** What the number is asked for (the route's :service): a purpose, or a service. */
  service: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/** The text of a failed call's body, if it has one. */
function messageOf(body: unknown): string | undefined {
  return typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
    ? body.message
    : undefined;
}

/**
 * The number input (§2, §4 Number-entry flow, §5): +6 shown, digits only, 9 to 11 characters,
 * the operator check (2001 for Digi, 105 for U Mobile, else the toast), then a one-time code
 * to the number; a number already verified goes straight on.
 */
export function NumberInputScreen({ service, navigation }: NumberInputScreenProps) {
  const { query, fetch } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const state = usePortalState();
  const updateState = useUpdatePortalState();
  const texts = useTexts();
  const ownTexts = useIdentityTexts();
  const toast = useToast();
  const afterVerification = useAfterVerification(navigation);
  const inputId = useId();
  const [typed, setTyped] = useState(() => typedOf(state.msisdn));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const page = query.useQuery('post', '/content/input-msisdn-page', { body: { languageId } });
  useJourney({ pageID: 'INPUT_MSISDN', service });

  const failed = (message: string) => toast.show({ tone: 'error', message });

  const send = async (msisdn: string) => {
    const check = await fetch.POST('/is_dg_user', { body: { msisdn } });
    if (check.data === undefined) {
      setError(messageOf(check.error) ?? ownTexts.numberLength);
      return;
    }
    if (!passesOperatorCheck(operatorId, check.data.code)) {
      failed(ownTexts[invalidNumberText(operatorId)]);
      return;
    }
    updateState((current) => ({ ...current, numberPurpose: service }));
    if (verified === msisdn) {
      await afterVerification(msisdn, service, state.previous_route);
      return;
    }
    const sent = await fetch.POST('/send_otp', {
      params: { query: { languageId, msisdn, operatorId } },
    });
    if (sent.response.status === 429) failed(ownTexts.tooManyTries);
    else if (sent.data === undefined) failed(messageOf(sent.error) ?? ownTexts.sendFailed);
    else if (sent.data.code !== 200) failed(sent.data.message || ownTexts.sendFailed);
    else navigation.go(screen('otp', msisdn));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = numberProblem(typed);
    if (problem !== undefined) {
      setError(problem === 'required' ? ownTexts.numberRequired : ownTexts.numberLength);
      return;
    }
    setError(undefined);
    setBusy(true);
    // A network failure is the shell's 'Oops..'; the number stays as typed.
    send(msisdnOf(typed))
      .catch((reason: unknown) => {
        console.warn('The number could not be checked', reason);
      })
      .finally(() => setBusy(false));
  };

  return (
    <QueryGate query={page}>
      <ScreenStack
        as="form"
        noValidate
        onSubmit={submit}
        data-narrow="true"
        data-component="NumberInputScreen"
      >
        <ScreenTitle>{page.data?.data.header_text}</ScreenTitle>
        <div>
          <Label htmlFor={inputId}>{texts.mobileNumber}</Label>
          <PhoneInput
            id={inputId}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setError(undefined);
            }}
            placeholder={page.data?.data.input_placeholder}
            error={error}
            lengthError={ownTexts.numberLength}
            required
          />
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {page.data?.data.next_btn_text}
        </Button>
      </ScreenStack>
    </QueryGate>
  );
}
