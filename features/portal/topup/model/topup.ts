import { isNationalMobile } from '@domain/portal-operators';
import { screen, type PortalDestination, destinationOfTarget } from '@features/portal/core';

/**
 * The top-up journey's rules (customer-portal §2 top-up routes, §9 promotion links), pure: hub
 * cards to pages, the hub's op and lang parameters, the receiver number of each kind.
 */

/** The kinds of top-up: the visitor's own number, another Malaysian number, one in Bangladesh. */
export type TopupKind = 'self' | 'other' | 'bd';

/** A kind from a route parameter (the visitor's own number when unknown). */
export function topupKindOf(value: string | undefined): TopupKind {
  return value === 'other' || value === 'bd' ? value : 'self';
}

/** Where a hub card leads: a top-up kind's number step, the internet offers, or its target page. */
export function destinationOfCard(target: string): PortalDestination {
  switch (target) {
    case 'topup-self':
      return screen('topupNumber', 'self');
    case 'topup-other':
      return screen('topupNumber', 'other');
    case 'topup-bd':
      return screen('topupNumber', 'bd');
    case 'topup-internet':
      return screen('internetOffers', 'internet');
    default:
      return destinationOfTarget(target) ?? screen('topupHub');
  }
}

/** What the hub's query parameters ask for (§9: operator 1 with language 23, 2 with 12). */
export interface HubEntry {
  /** The operator the promotion link names. */
  operatorId?: 1 | 2;
  /** The language the promotion link names. */
  languageId?: number;
  /** The promotion entry, sent with the top-up (campaign-dg, campaign-um). */
  source?: string;
}

/** The hub's op and lang parameters; anything else in them is ignored. */
export function hubEntryOf(op: string | null, lang: string | null): HubEntry {
  const operatorId = op === '1' ? 1 : op === '2' ? 2 : undefined;
  const languageId = lang !== null && /^[0-9]{1,4}$/.test(lang) ? Number(lang) : undefined;
  return {
    ...(operatorId === undefined
      ? {}
      : { operatorId, source: operatorId === 1 ? 'campaign-dg' : 'campaign-um' }),
    ...(languageId === undefined ? {} : { languageId }),
  };
}

/** Why a typed receiver number cannot be used, if it cannot. */
export type ReceiverProblem = 'required' | 'malaysian' | 'bangladeshi';

/** A receiver number's prefix as shown before the field. */
export const receiverPrefix: Record<Exclude<TopupKind, 'self'>, string> = {
  other: '+6',
  bd: '+88',
};

/**
 * The problem of a typed receiver number: a Malaysian or Bangladeshi mobile number in national
 * form (after +6 or +88), as the portal's countries define them.
 */
export function receiverProblem(
  kind: Exclude<TopupKind, 'self'>,
  typed: string,
): ReceiverProblem | undefined {
  const digits = typed.trim();
  if (digits === '') return 'required';
  if (kind === 'other') return isNationalMobile('MY', digits) ? undefined : 'malaysian';
  return isNationalMobile('BD', digits) ? undefined : 'bangladeshi';
}

/** The msisdn of a valid typed receiver number (6… in Malaysia, 880… in Bangladesh). */
export function receiverMsisdnOf(kind: Exclude<TopupKind, 'self'>, typed: string): string {
  const digits = typed.trim();
  return kind === 'other' ? `6${digits}` : `88${digits}`;
}

/** The typed form of a stored receiver number of a kind ('' when it is not of that kind). */
export function typedReceiverOf(
  kind: Exclude<TopupKind, 'self'>,
  msisdn: string | undefined,
): string {
  if (msisdn === undefined) return '';
  if (kind === 'bd') return msisdn.startsWith('880') ? msisdn.slice(2) : '';
  return msisdn.startsWith('60') ? msisdn.slice(1) : '';
}

/** A price in RM as the portal writes it, e.g. 'RM 10.00'. */
export function rmOf(price: number): string {
  return `RM ${price.toFixed(2)}`;
}

/** The result page of a top-up answer: success only for code 200 with a transaction. */
export function submitReasonOf(answer: { code?: number; transactionId?: string } | undefined) {
  return answer?.code === 200 && answer.transactionId !== undefined ? 'success' : 'failure';
}
