import { portalSessionKey, type PortalSession, type Schema } from '@api';
import { defaultLanguageId, defaultOperatorId } from '@domain/portal-first-visit';

/**
 * The portal's client-held state (customer-portal §3) and the one table of where each value is
 * kept: local storage for the operator and the number, session storage for the rest. Pure: the
 * storage is passed in, so the rules are tested without a browser.
 */

/** A `Storage` as far as the portal uses it (localStorage, sessionStorage, or a test double). */
export interface StorageLike {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/** The two storage areas. */
export interface StorageAreas {
  local: StorageLike;
  session: StorageLike;
}

/** Everything the portal remembers about the visitor (absent values are simply not stored). */
export interface PortalState {
  /** The chosen operator (1 Digi, 2 U Mobile); persistent; absent until one is chosen. */
  operatorId?: number;
  /** The visitor's number, stored once it is verified by code; persistent. */
  msisdn?: string;
  /** The display language id (per operator); for the tab, default 1. */
  languageId: number;
  /** A generated id of this visit, sent with journey events. */
  sessionId: string;
  /** The content service the visitor is on (e.g. bangla_barta). */
  service?: string;
  /** A part of a multiple service (e.g. one news feed). */
  sub_service?: string;
  /** The tile or menu type the visitor came by (e.g. package-service, games). */
  serviceType?: string;
  /** The in-app path of the service's list. */
  serviceUrl?: string;
  /** The group of a section list. */
  serviceGroupId?: number;
  /** Where to return after the number is verified. */
  previous_route?: string;
  /** What the number input was opened for (its :service: a purpose such as subscription, or a service). */
  numberPurpose?: string;
  /** The referral token of an incoming share link. */
  re_token?: string;
  /** The product of an incoming share link. */
  re_product_id?: string;
  /** The package chosen on a package page. */
  packageName?: string;
  /** The price of the package chosen, in RM. */
  packagePrice?: number;
  /** The product id of the package chosen (sent with its confirmation and registration). */
  packageId?: number;
  /** The serial of the support ticket just raised. */
  ticket_serial?: string;
  /** The receiver of a top-up or favourite: number, operator, operator image and country. */
  receiverMsisdn?: string;
  receiverOperatorId?: number;
  receiverOperatorImage?: string;
  receiverCountry?: string;
  /** The generated guest id of the audio channel. */
  subscription_id?: string;
  /** The guest channel issued for this visitor (reused by later page loads until it expires). */
  guestChannel?: Schema<'GuestChannel'>;
  /** The refund and bonus points last fetched (operator 1). */
  balanceInfo?: { refund_point: number; total_point: number };
  /** The session flag that keeps the operator popup closed (the link named the operator). */
  operatorPopupClosed?: boolean;
  /** The session verify-otp issued for the number (its bearer token is what the client sends). */
  portalSession?: PortalSession;
  /** The top-up being made: its kind, package, wallet, promotion entry and transaction. */
  topup?: TopupChoice;
}

/** What a top-up journey has chosen so far (kept for the tab, so a failure loses nothing). */
export interface TopupChoice {
  /** The kind of top-up (self, other, bd). */
  type?: string;
  /** The package chosen on the packages page. */
  packageId?: number;
  /** The wallet chosen on the wallet-select page. */
  wallet?: string;
  /** The promotion entry the visitor came by (campaign-dg, campaign-um). */
  source?: string;
  /** The transaction the last top-up started. */
  transactionId?: string;
}

/** A field of the state. */
export type PortalField = keyof PortalState;

type Kind = 'text' | 'number' | 'json' | 'flag';

/** Where each field is kept, under which key, and how it is written. */
export const portalStorage = {
  operatorId: { area: 'local', key: 'operatorId', kind: 'number' },
  msisdn: { area: 'local', key: 'msisdn', kind: 'text' },
  languageId: { area: 'session', key: 'languageId', kind: 'number' },
  sessionId: { area: 'session', key: 'sessionId', kind: 'text' },
  service: { area: 'session', key: 'service', kind: 'text' },
  sub_service: { area: 'session', key: 'sub_service', kind: 'text' },
  serviceType: { area: 'session', key: 'serviceType', kind: 'text' },
  serviceUrl: { area: 'session', key: 'serviceUrl', kind: 'text' },
  serviceGroupId: { area: 'session', key: 'serviceGroupId', kind: 'number' },
  previous_route: { area: 'session', key: 'previous_route', kind: 'text' },
  numberPurpose: { area: 'session', key: 'number_purpose', kind: 'text' },
  re_token: { area: 'session', key: 're_token', kind: 'text' },
  re_product_id: { area: 'session', key: 're_product_id', kind: 'text' },
  packageName: { area: 'session', key: 'packageName', kind: 'text' },
  packagePrice: { area: 'session', key: 'packagePrice', kind: 'number' },
  packageId: { area: 'session', key: 'packageId', kind: 'number' },
  ticket_serial: { area: 'session', key: 'ticket_serial', kind: 'text' },
  receiverMsisdn: { area: 'session', key: 'receiverMsisdn', kind: 'text' },
  receiverOperatorId: { area: 'session', key: 'receiverOperatorId', kind: 'number' },
  receiverOperatorImage: { area: 'session', key: 'receiverOperatorImage', kind: 'text' },
  receiverCountry: { area: 'session', key: 'receiverCountry', kind: 'text' },
  subscription_id: { area: 'session', key: 'subscription_id', kind: 'text' },
  guestChannel: { area: 'session', key: 'guest_channel', kind: 'json' },
  balanceInfo: { area: 'session', key: 'balanceInfo', kind: 'json' },
  operatorPopupClosed: { area: 'session', key: 'operator_popup_closed', kind: 'flag' },
  portalSession: { area: 'session', key: portalSessionKey, kind: 'json' },
  topup: { area: 'session', key: 'topup', kind: 'json' },
} as const satisfies Record<PortalField, { area: keyof StorageAreas; key: string; kind: Kind }>;

export { defaultLanguageId, defaultOperatorId };

/** The fields a language choice clears: the receiver's number, operator, image and country. */
export const clearedOnLanguageChange = [
  'receiverMsisdn',
  'receiverOperatorId',
  'receiverOperatorImage',
  'receiverCountry',
] as const satisfies readonly PortalField[];

const fields = Object.keys(portalStorage) as PortalField[];

function decode(kind: Kind, text: string | null): unknown {
  if (text === null) return undefined;
  if (kind === 'text') return text;
  if (kind === 'flag') return text === '1' ? true : undefined;
  if (kind === 'number') {
    const value = Number(text);
    return Number.isFinite(value) && text !== '' ? value : undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function encode(kind: Kind, value: unknown): string {
  if (kind === 'json') return JSON.stringify(value);
  if (kind === 'flag') return '1';
  return String(value);
}

/** Reads the state from storage; a missing session id is generated (and then stored). */
export function readPortalState(areas: StorageAreas, newSessionId: () => string): PortalState {
  const read: Partial<Record<PortalField, unknown>> = {};
  for (const field of fields) {
    const { area, key, kind } = portalStorage[field];
    const value = decode(kind, areas[area].getItem(key));
    if (value !== undefined) read[field] = value;
  }
  return {
    ...(read as Partial<PortalState>),
    languageId: typeof read.languageId === 'number' ? read.languageId : defaultLanguageId,
    sessionId: typeof read.sessionId === 'string' ? read.sessionId : newSessionId(),
  };
}

/** Writes the fields that differ between two states (removing those that became absent). */
export function writePortalState(
  areas: StorageAreas,
  before: PortalState | undefined,
  after: PortalState,
): void {
  for (const field of fields) {
    const value = after[field];
    if (before !== undefined && Object.is(before[field], value)) continue;
    const { area, key, kind } = portalStorage[field];
    if (value === undefined || value === false) areas[area].removeItem(key);
    else areas[area].setItem(key, encode(kind, value));
  }
}

/**
 * Choosing a different operator (§4): the stored number and every session value are cleared,
 * a new visit id starts, and the operator and its language are stored.
 */
export function afterOperatorSwitch(
  operatorId: number,
  languageId: number,
  newSessionId: () => string,
): PortalState {
  return { operatorId, languageId, sessionId: newSessionId() };
}

/** The operator in use: the chosen one, else operator 1. */
export function operatorOf(state: PortalState): number {
  return state.operatorId ?? defaultOperatorId;
}

/** Whether the 'Select Your Operator' popup opens: no operator chosen and no flag against it. */
export function needsOperatorChoice(state: PortalState): boolean {
  return state.operatorId === undefined && state.operatorPopupClosed !== true;
}

/** The number whose verified session the portal holds, if any. */
export function verifiedMsisdn(state: PortalState): string | undefined {
  return state.portalSession?.msisdn;
}

/** A verified number (§4 OTP code 200): the number and its session are stored. */
export function afterVerification(state: PortalState, session: PortalSession): PortalState {
  return { ...state, msisdn: session.msisdn, portalSession: session };
}

/** The session ended (a 401): the session goes, the number stays to be verified again. */
export function afterSessionEnded(state: PortalState): PortalState {
  const next = { ...state };
  delete next.portalSession;
  delete next.balanceInfo;
  return next;
}

/** Choosing a language (§4): the receiver's number, operator, image and country are cleared. */
export function afterLanguageChange(state: PortalState, languageId: number): PortalState {
  const cleared = new Set<PortalField>(clearedOnLanguageChange);
  const kept = Object.entries(state).filter(([field]) => !cleared.has(field as PortalField));
  return { ...(Object.fromEntries(kept) as PortalState), languageId };
}
