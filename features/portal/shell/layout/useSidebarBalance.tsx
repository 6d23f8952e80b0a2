import { useApi } from '@api';
import {
  screen,
  usePortalContext,
  useTexts,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { useEffect } from 'react';

/**
 * The operator-1 sidebar's refund and bonus points (get_user_balance_info) and RECHECK BALANCE.
 * The points need the number's verified session: before it, RECHECK BALANCE asks for the
 * number's code and comes back; after it, it fetches the points again.
 */
export function useSidebarBalance(navigation: PortalNavigation, currentPath: string) {
  const { query } = useApi('portal');
  const { operatorId, verified, msisdn } = usePortalContext();
  const updateState = useUpdatePortalState();
  const texts = useTexts();
  const shown = operatorId === 1;
  const balance = query.useQuery(
    'get',
    '/get_user_balance_info/{msisdn}',
    { params: { path: { msisdn: verified ?? '' } } },
    { enabled: shown && verified !== undefined, retry: false },
  );
  const points = balance.data?.data;

  useEffect(() => {
    if (points !== undefined) updateState((state) => ({ ...state, balanceInfo: points }));
  }, [points, updateState]);

  if (!shown || msisdn === undefined) return {};
  const recheck = () => {
    if (verified !== undefined) {
      void balance.refetch();
      return;
    }
    updateState((state) => ({ ...state, previous_route: currentPath }));
    navigation.go(screen('numberInput', 'input'));
  };
  const value = (points: number | undefined) =>
    balance.isError ? '–' : points === undefined ? '…' : String(points);
  return {
    refundPoint: verified === undefined ? undefined : value(points?.refund_point),
    bonusPoint: verified === undefined ? undefined : value(points?.total_point),
    recheckSlot: (
      <>
        <button type="button" onClick={recheck} aria-busy={balance.isFetching || undefined}>
          {texts.recheckBalance}
        </button>
        {balance.isError ? <p role="alert">{texts.balanceFailed}</p> : null}
      </>
    ),
  };
}
