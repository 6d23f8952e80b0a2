import type { PortalContext } from '@features/portal-core';

/**
 * What the home asks the server for on a visitor's behalf: the banners, the paid-service tiles
 * and the free services. One source for the screen's queries and their start before it renders.
 */
export function homeRequests({ operatorId, languageId, msisdn }: PortalContext) {
  return {
    banners: { params: { query: { operatorId, languageId } } },
    paid: { body: { operatorId, languageId } },
    free: { body: { operatorId, languageId, ...(msisdn === undefined ? {} : { msisdn }) } },
  };
}
