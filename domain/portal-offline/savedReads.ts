/**
 * Which answers of the portal API the portal's service worker keeps, so a revisit without
 * network shows what the visitor saw: content reads (the frame, menu, languages, texts, home
 * sections, banners, offers, notices) and the reads of a verified number (subscriptions,
 * history, favourites, support tickets, points). Never a write, a one-time code, a payment or a
 * result of an action. Pure: the worker and the tests share it.
 */

/** Where a kept answer lives: with everyone's content, or with the number that asked for it. */
export type SavedReadScope = 'content' | 'number';

/** The caches of the kept answers, one per scope. */
export const savedReadCaches: Record<SavedReadScope, string> = {
  content: 'portal-content-reads',
  number: 'portal-number-reads',
};

/** Where the portal API answers, under the portal's own origin. */
export const portalApiPath = '/api/portal';

// Reads that reveal a verified number's own data (the server asks for its session).
const numberReads = [
  /^\/my-subscription$/,
  /^\/user-history$/,
  /^\/check-reg-status$/,
  /^\/get_user_balance_info\/[^/]+$/,
  /^\/content\/(favourite-number-list|support-history|refer-friend-page)$/,
];

// Page texts of an action's steps: a code, a confirmation (operator 2's carries a payment
// form), an action's result. Each needs the network for the action anyway.
const neverKept =
  /^\/content\/(otp-input-page|service-confirmation-page|service-unsub-confirmation-page|unsub-success-page|ticket-create-success|service-ticket-page|favourite-number-add|mo-success-page\/.*)$/;

// What every visitor of an operator and language reads.
const contentReads = [
  /^\/get-(banner|operator|campaign|footer-section)$/,
  /^\/get-language\/\d+$/,
  /^\/get-menu\/\d+\/\d+$/,
  /^\/(paid|free)-service$/,
  /^\/content\/(offer-details-page|free-service-page)\/[^/]+$/,
  /^\/content\/[^/]+\/step\/1$/,
  // The service pages, section lists, top-up hub, offers, notices and news feeds.
  /^\/content\/[^/]+$/,
];

/**
 * Whether, and where, the answer to a portal API call is kept (`path` relative to the API, e.g.
 * `/content/notice-page`): `undefined` for every write, code, payment and action result. A
 * content read that names a number (`namesNumber`) counts as the number's; one that does not is
 * the same for every visitor, whether a session was sent with it or not.
 */
export function savedReadScope(path: string, namesNumber: boolean): SavedReadScope | undefined {
  if (numberReads.some((pattern) => pattern.test(path))) return 'number';
  if (neverKept.test(path) || !contentReads.some((pattern) => pattern.test(path))) return undefined;
  return namesNumber ? 'number' : 'content';
}

/** Whether a request names a subscriber's number (in its address or its JSON body). */
export function namesNumber(url: string, body: string): boolean {
  return (
    /[?&]msisdn=\d/.test(url) ||
    /\/get_user_balance_info\/\d/.test(url) ||
    /"p?msisdn":"\d/.test(body)
  );
}

/**
 * The key a kept answer is stored under: the call itself (address and body, so another
 * operator, language or number is another answer) and, for a number's reads, the session that
 * asked (a digest of its token): a signed-out visitor, or another number's session, never finds
 * another's answers, even before the worker has cleared them.
 */
export function savedReadKey(url: string, body: string, sessionDigest: string): string {
  const key = new URL(url);
  key.searchParams.set('saved-body', body);
  if (sessionDigest !== '') key.searchParams.set('saved-session', sessionDigest);
  return key.href;
}

/**
 * Calls after which a number's kept answers go: a sign-out, an operator switch (which forgets
 * the number) and a new verification; a 401 to any call (the session ended) does too.
 */
export function endsNumberReads(path: string): boolean {
  return /^\/(sign-out|get-language-id|verify-otp)$/.test(path);
}
