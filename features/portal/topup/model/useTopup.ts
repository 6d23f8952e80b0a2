import { useApi } from '@api';
import {
  usePortalContext,
  usePortalState,
  useUpdatePortalState,
  type TopupChoice,
} from '@features/portal/core';
import { useCallback } from 'react';
import { topupKindOf } from './topup';

/**
 * The top-up page's content (cards, packages and wallets, in the language in use) and what the
 * journey has chosen so far, kept in the portal's state so a reload or a failure loses nothing.
 */
export function useTopup() {
  const { query } = useApi('portal');
  const { operatorId, languageId, verified } = usePortalContext();
  const state = usePortalState();
  const updateState = useUpdatePortalState();
  const page = query.useQuery('post', '/content/topup-page', {
    params: { query: { languageId, operatorId } },
  });
  const choice: TopupChoice = state.topup ?? {};
  const kind = topupKindOf(choice.type);
  const packages = page.data?.data.packages ?? [];
  const wallets = page.data?.data.wallets ?? [];
  const chosenPackage = packages.find((item) => item.package_id === choice.packageId);
  const chosenWallet = wallets.find((wallet) => wallet.id === choice.wallet);
  // The visitor's own number is the verified one; another's is what was typed.
  const receiver = kind === 'self' ? verified : state.receiverMsisdn;
  const choose = useCallback(
    (change: Partial<TopupChoice>, receiverMsisdn?: string) =>
      updateState((current) => ({
        ...current,
        topup: { ...current.topup, ...change },
        ...(receiverMsisdn === undefined ? {} : { receiverMsisdn }),
      })),
    [updateState],
  );
  return { page, choice, kind, packages, wallets, chosenPackage, chosenWallet, receiver, choose };
}
