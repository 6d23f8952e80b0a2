import { http, HttpResponse, type HttpHandler } from 'msw';
import { operations, type OperationId } from '../../../generated/operations';
import type { Schema } from '../../../schema';
import { urlPattern } from '../../engine';
import type { MockStore } from '../../store';
import { queryOf, readBody, textOf } from './request';

/**
 * The portal operations that take the session verify-otp opens, as the contract's security
 * says: `required`, or `optional` (a guest may call without one; a number's call needs it).
 * A test holds this table to the contract.
 */
export const portalSessionOperations = {
  checkRegStatus: 'required',
  createTicketService: 'required',
  deleteFavouriteNumber: 'required',
  deregisterService: 'required',
  getFavouriteNumberAddPage: 'required',
  getFavouriteNumberInfo: 'required',
  getFavouriteNumberList: 'required',
  getMySubscriptions: 'required',
  getReferFriendPage: 'required',
  getServiceTicketPage: 'required',
  getSupportHistory: 'required',
  getTicketCreateSuccessPage: 'required',
  getUserBalanceInfo: 'required',
  getUserHistory: 'required',
  registerService: 'required',
  saveOrUpdateFavouriteNumber: 'required',
  saveUserHistories: 'required',
  signOutPortal: 'required',
  startBdTopup: 'optional',
  storeReferalInfo: 'required',
  umobileFailed: 'required',
  umobileSuccess: 'required',
} as const satisfies Partial<Record<OperationId, 'required' | 'optional'>>;

const unauthenticated = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
const otherNumber = () =>
  HttpResponse.json({ message: 'This number is not verified in this session.' }, { status: 403 });

/** The tokens of each store's sessions that ended (sign-out, or a new verification). */
const endedTokens = new WeakMap<MockStore, Set<string>>();

/**
 * Ends a session. It keeps its place in the store, so later tokens and guest ids are numbered as
 * before; mock sessions have no clock of their own and end no other way.
 */
function endSession(store: MockStore, session: Schema<'PortalSession'>): void {
  const ended = endedTokens.get(store) ?? new Set<string>();
  ended.add(session.session_token);
  endedTokens.set(store, ended);
}

/** Whether a session has not ended. */
const live = (store: MockStore, session: Schema<'PortalSession'>) =>
  endedTokens.get(store)?.has(session.session_token) !== true;

/**
 * Opens a session for a number whose code was verified (as verify-otp does), ending the
 * number's earlier sessions.
 */
export function openPortalSession(store: MockStore, msisdn: string): Schema<'PortalSession'> {
  const { sessions } = store.portal;
  const now = store.clock();
  for (const earlier of sessions.filter((session) => session.msisdn === msisdn)) {
    endSession(store, earlier);
  }
  const session: Schema<'PortalSession'> = {
    session_token: `ps_${msisdn}_${now.slice(0, 10).replaceAll('-', '')}${String(sessions.length + 1).padStart(3, '0')}`,
    token_type: 'Bearer',
    expires_at: new Date(Date.parse(now) + 86_400_000).toISOString().replace('.000Z', 'Z'),
    msisdn,
  };
  sessions.push(session);
  return session;
}

/** The live session whose bearer token a request carries. */
function sessionOf(store: MockStore, request: Request): Schema<'PortalSession'> | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const session = store.portal.sessions.find((candidate) => candidate.session_token === token);
  return session !== undefined && live(store, session) ? session : undefined;
}

/** The number of the live session whose bearer token a request carries. */
export function sessionMsisdnOf(store: MockStore, request: Request): string | undefined {
  return sessionOf(store, request)?.msisdn;
}

/** `signOutPortal`: ends the session of the request's token (401 without a live one). */
export function signOutHandler(store: MockStore): HttpHandler {
  const operation = operations.signOutPortal;
  return http[operation.method](urlPattern(operation), ({ request }) => {
    const session = sessionOf(store, request);
    if (session === undefined) return unauthenticated();
    endSession(store, session);
    return HttpResponse.json({ code: 200, message: 'Signed out' });
  });
}

/**
 * Answers as the server does before a portal operation's own handler runs: 401 without a valid
 * session (or with a token that names none), 403 when the call names another number than the
 * session's (in its path, query or body). Otherwise the request falls through to the handler.
 */
export function sessionGuards(store: MockStore): HttpHandler[] {
  return Object.entries(portalSessionOperations).map(([operationId, use]) => {
    const operation = operations[operationId as keyof typeof portalSessionOperations];
    return http[operation.method](urlPattern(operation), async ({ request, params }) => {
      const msisdn = sessionMsisdnOf(store, request);
      if (msisdn === undefined) {
        return use === 'required' || request.headers.has('Authorization')
          ? unauthenticated()
          : undefined;
      }
      const body = await readBody(request.clone());
      const named = [params.msisdn, queryOf(request).get('msisdn') ?? undefined, body.msisdn]
        .map(textOf)
        .filter((value) => value !== undefined);
      return named.some((value) => value !== msisdn) ? otherNumber() : undefined;
    });
  });
}
