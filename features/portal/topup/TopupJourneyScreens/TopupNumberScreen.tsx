import {
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
  usePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, FormField, TextInput } from '@ds';
import { useState, type SyntheticEvent } from 'react';
import {
  receiverMsisdnOf,
  receiverPrefix,
  receiverProblem,
  typedReceiverOf,
  type TopupKind,
} from '../model/topup';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';

export interface TopupNumberScreenProps {
  /** The kind of top-up (the route's :type). */
  kind: TopupKind;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

const titleKey = { self: 'selfTitle', other: 'otherTitle', bd: 'bdTitle' } as const;

/**
 * The number step (§2 /topup-services/topup/:type): the visitor's own, verified number, or the
 * number to reload typed after +6 (Malaysia) or +88 (Bangladesh).
 */
export function TopupNumberScreen({ kind, navigation }: TopupNumberScreenProps) {
  const texts = useTopupTexts();
  const { verified } = usePortalContext();
  const { receiverMsisdn } = usePortalState();
  const { choose } = useTopup();
  const [typed, setTyped] = useState(() =>
    kind === 'self' ? '' : typedReceiverOf(kind, receiverMsisdn),
  );
  const [error, setError] = useState<string>();
  useJourney({ pageID: 'TOPUP_NUMBER', service: kind });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (kind === 'self') {
      if (verified === undefined) return;
      choose({ type: kind }, verified);
    } else {
      const problem = receiverProblem(kind, typed);
      if (problem !== undefined) {
        setError(
          problem === 'required'
            ? texts.receiverRequired
            : problem === 'malaysian'
              ? texts.receiverMalaysian
              : texts.receiverBangladeshi,
        );
        return;
      }
      choose({ type: kind }, receiverMsisdnOf(kind, typed));
    }
    navigation.go(screen('topupPackages', kind));
  };

  return (
    <ScreenStack
      as="form"
      noValidate
      onSubmit={submit}
      data-narrow="true"
      data-component="TopupNumberScreen"
    >
      <ScreenTitle>{texts[titleKey[kind]]}</ScreenTitle>
      {kind === 'self' ? (
        <FormField label={texts.yourNumber} name="receiver">
          <TextInput type="tel" value={`+${verified ?? ''}`} onChange={() => undefined} readOnly />
        </FormField>
      ) : (
        <FormField label={texts.receiverNumber} name="receiver" required error={error}>
          <TextInput
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix={receiverPrefix[kind]}
            maxLength={11}
            value={typed}
            onChange={(value) => {
              setTyped(value.replace(/\D/g, ''));
              setError(undefined);
            }}
          />
        </FormField>
      )}
      <Button type="submit" size="lg" fullWidth>
        {texts.next}
      </Button>
    </ScreenStack>
  );
}
