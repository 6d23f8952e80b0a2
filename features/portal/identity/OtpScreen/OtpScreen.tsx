import { useApi } from '@api';
import {
  afterVerification as storeVerification,
  fill,
  QueryGate,
  ScreenStack,
  ScreenTitle,
  screen,
  useJourney,
  usePortalContext,
  usePortalState,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, Countdown, OtpInput, useToast } from '@ds';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAfterVerification } from '../model/useAfterVerification';
import { readSmsCode } from '../model/webOtp';
import { useIdentityTexts } from '../model/texts';

const Sent = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-2);
`;

const LinkButton = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--tck-color-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Wait = styled.p`
  margin: 0;
  font-size: var(--tck-font-size-sm);
  color: var(--tck-color-text-muted);
`;

export interface OtpScreenProps {
  /** The number the code was sent to. */
  msisdn: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
  /** False pins the resend countdown at 00:59 (a still picture, e.g. in a story). */
  countdownRunning?: boolean;
}

/**
 * The OTP page (§2, §4 OTP, §5): four boxes (typing moves on, Backspace goes back, a pasted or
 * autofilled code fills them, the WebOTP API where the browser has it), Next, the 59-second
 * countdown (00:SS) before a resend, the change-number link, the server's wrong-code text on
 * code 400 and the 4-digit requirement message. Code 200 stores the number and its session.
 */
export function OtpScreen({ msisdn, navigation, countdownRunning = true }: OtpScreenProps) {
  const { query, fetch } = useApi('portal');
  const { operatorId, languageId } = usePortalContext();
  const state = usePortalState();
  const updateState = useUpdatePortalState();
  const texts = useIdentityTexts();
  const toast = useToast();
  const afterVerification = useAfterVerification(navigation);
  const purpose = state.numberPurpose ?? 'input';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Remounting the boxes clears them (after a wrong code); remounting the clock restarts it.
  const [boxes, setBoxes] = useState(0);
  const [round, setRound] = useState(0);
  const [canResend, setCanResend] = useState(false);
  const page = query.useQuery('post', '/content/otp-input-page', {
    params: { query: { languageId, msisdn } },
  });
  const words = page.data?.data;
  useJourney({ pageID: 'OTP_PAGE' });

  const verify = async (otp: string) => {
    if (!/^\d{4}$/.test(otp)) {
      setError(words?.digit_required_text ?? texts.otpGroup);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { data, response } = await fetch.POST('/verify-otp', {
        params: { query: { otp, msisdn } },
      });
      if (response.status === 429) setError(texts.tooManyTries);
      else if (data === undefined) setError(texts.verifyFailed);
      else if (data.code === 200 && typeof data.data === 'object') {
        const session = data.data;
        updateState((current) => storeVerification(current, session));
        await afterVerification(session.msisdn, purpose, state.previous_route);
        return;
      } else {
        // Code 400: the server's wrong-code text, in red; the boxes are cleared for a new try.
        setError(typeof data.data === 'string' ? data.data : texts.verifyFailed);
        setCode('');
        setBoxes((count) => count + 1);
      }
    } catch (reason) {
      console.warn('The code could not be checked', reason);
    }
    setBusy(false);
  };

  const resend = async () => {
    setCanResend(false);
    try {
      const sent = await fetch.POST('/send_otp', {
        params: { query: { languageId, msisdn, operatorId } },
      });
      if (sent.data?.code === 200) {
        toast.show({ tone: 'success', message: texts.codeResent });
        setError(undefined);
        setRound((count) => count + 1);
        return;
      }
      toast.show({
        tone: 'error',
        message: sent.response.status === 429 ? texts.tooManyTries : texts.sendFailed,
      });
    } catch (reason) {
      console.warn('The code could not be sent', reason);
    }
    setCanResend(true);
  };

  // The browser may read the code from the SMS itself (WebOTP): once per code sent.
  const verifyRef = useRef(verify);
  useEffect(() => {
    verifyRef.current = verify;
  });
  useEffect(() => {
    const abort = new AbortController();
    void readSmsCode(abort.signal).then((otp) => {
      if (otp === undefined || abort.signal.aborted) return;
      setCode(otp);
      setBoxes((count) => count + 1);
      void verifyRef.current(otp);
    });
    return () => abort.abort();
  }, [round]);

  return (
    <QueryGate query={page}>
      <ScreenStack data-narrow="true" data-component="OtpScreen">
        <ScreenTitle>{words?.header_text}</ScreenTitle>
        {words?.otp_sent_text === undefined ? null : <Sent>{words.otp_sent_text}</Sent>}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void verify(code);
          }}
        >
          <ScreenStack>
            <OtpInput
              key={boxes}
              autoFocus
              label={texts.otpGroup}
              defaultValue={code}
              digitLabel={(n, total) => fill(texts.otpDigit, { n, total })}
              error={error}
              disabled={busy}
              onChange={setCode}
              onComplete={(otp) => void verify(otp)}
            />
            <Button type="submit" size="lg" fullWidth loading={busy}>
              {words?.next_btn_text}
            </Button>
          </ScreenStack>
        </form>
        <Row>
          <Button variant="secondary" disabled={!canResend} onClick={() => void resend()}>
            {words?.resend_btn_text}
          </Button>
          {canResend ? null : (
            <Wait>
              {texts.resendIn}{' '}
              <Countdown
                key={round}
                seconds={59}
                running={countdownRunning}
                label={texts.resendIn}
                onDone={() => setCanResend(true)}
              />
            </Wait>
          )}
        </Row>
        <LinkButton type="button" onClick={() => navigation.go(screen('numberInput', purpose))}>
          {words?.change_number_text}
        </LinkButton>
      </ScreenStack>
    </QueryGate>
  );
}
