import { firstVisitRequests } from '@domain/portal-first-visit';
import type { PortalContext } from '@features/portal/core';

/**
 * How long the home's answers count as current: the page's first answers, or a return to the
 * home within it, show without the three requests being sent again.
 */
export const homeAnswersFreshMs = 60_000;

/**
 * What the home asks the server for on a visitor's behalf: the banners, the paid-service tiles
 * and the free services. One source for the screen's queries and their start before it renders.
 */
export function homeRequests(context: PortalContext) {
  const { banners, paid, free } = firstVisitRequests;
  return { banners: banners.init(context), paid: paid.init(context), free: free.init(context) };
}
