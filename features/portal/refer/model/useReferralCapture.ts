import { useUpdatePortalState } from '@features/portal/core';
import { useEffect } from 'react';
import { referralFromSearch } from './referral';

/**
 * Keeps the referral of an incoming share link (re_token, re_product_id) in the visit's state, so
 * the registration that follows sends it with store-referal-info (customer-portal §3, §7).
 */
export function useReferralCapture(search: string): void {
  const updateState = useUpdatePortalState();
  useEffect(() => {
    const referral = referralFromSearch(search);
    if (referral !== undefined) updateState((state) => ({ ...state, ...referral }));
  }, [search, updateState]);
}
