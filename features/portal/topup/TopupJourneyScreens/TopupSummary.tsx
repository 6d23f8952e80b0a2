import { DescriptionList, EmptyState, Button } from '@ds';
import { screen, type PortalNavigation } from '@features/portal/core';
import { rmOf } from '../model/topup';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';

const titleKey = { self: 'selfTitle', other: 'otherTitle', bd: 'bdTitle' } as const;

/** What the top-up journey has chosen: the kind, the number, the amount and (once chosen) the wallet. */
export function TopupSummary() {
  const texts = useTopupTexts();
  const { kind, receiver, chosenPackage, chosenWallet } = useTopup();
  return (
    <DescriptionList
      columns={1}
      items={[
        { key: 'kind', term: texts.kind, description: texts[titleKey[kind]] },
        {
          key: 'number',
          term: texts.receiverNumber,
          description: receiver === undefined ? undefined : `+${receiver}`,
        },
        {
          key: 'amount',
          term: texts.amount,
          description: chosenPackage === undefined ? undefined : rmOf(chosenPackage.price),
        },
        ...(chosenWallet === undefined
          ? []
          : [{ key: 'wallet', term: texts.wallet, description: chosenWallet.name }]),
      ]}
    />
  );
}

export interface NothingChosenProps {
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/** A step opened before a number and an amount were chosen: back to the start of the journey. */
export function NothingChosen({ navigation }: NothingChosenProps) {
  const texts = useTopupTexts();
  return (
    <EmptyState
      title={texts.nothingChosen}
      action={<Button onClick={() => navigation.go(screen('topupHub'))}>{texts.startTopup}</Button>}
    />
  );
}
