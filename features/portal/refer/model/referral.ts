/** A friend's referral, as an incoming share link carries it (customer-portal §3 re_token). */
export interface IncomingReferral {
  /** The referrer's token (re_token). */
  re_token: string;
  /** The referred product (re_product_id). */
  re_product_id: string;
}

/** The contract's limits on the two values (store-referal-info). */
const tokenPattern = /^[A-Za-z0-9_-]{1,64}$/;
const productPattern = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The referral of a page address's query ('?re_token=rf_9KX2QZ&re_product_id=2'), if it carries a
 * well-formed one; anything else (missing half, oversize, odd characters) is ignored.
 */
export function referralFromSearch(search: string): IncomingReferral | undefined {
  const query = new URLSearchParams(search);
  const token = query.get('re_token');
  const product = query.get('re_product_id');
  if (token === null || product === null) return undefined;
  if (!tokenPattern.test(token) || !productPattern.test(product)) return undefined;
  return { re_token: token, re_product_id: product };
}

/** What sharing needs from the browser (the Web Share API, where there is one). */
export interface ShareCapable {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  canShare?: (data: { title?: string; text?: string; url?: string }) => boolean;
}

/** Whether the browser's own share sheet can share this link (else the portal's dialog). */
export function canShareNatively(browser: ShareCapable, url: string): boolean {
  if (typeof browser.share !== 'function') return false;
  return typeof browser.canShare === 'function' ? browser.canShare({ url }) : true;
}
