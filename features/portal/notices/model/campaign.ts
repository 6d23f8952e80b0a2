import type { PortalDestination } from '@features/portal/core';

/** The campaign page's operator codes (customer-portal §9: dg and um). */
export type CampaignOperator = 'dg' | 'um';

/** Each code's operator and the language of its top-up promotion (§2 Campaign page, §9). */
export const campaignOperators: Record<
  CampaignOperator,
  { operatorId: 1 | 2; languageId: number }
> = {
  dg: { operatorId: 1, languageId: 23 },
  um: { operatorId: 2, languageId: 12 },
};

/** Where a campaign choice leads: the top-up hub with its operator and language (op, lang). */
export function campaignDestination(code: CampaignOperator): PortalDestination {
  const { operatorId, languageId } = campaignOperators[code];
  return {
    kind: 'screen',
    screen: 'topupHub',
    param: 'topup',
    query: { op: String(operatorId), lang: String(languageId) },
  };
}
