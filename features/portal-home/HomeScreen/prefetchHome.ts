import type { PortalApiClient } from '@api';
import type { PortalContext } from '@features/portal-core';
import type { QueryClient } from '@tanstack/react-query';
import { homeRequests } from '../model/requests';

/**
 * Starts the home's three requests into the screens' query cache, so they travel while the app
 * renders its frame and loads the home's code; the screen then finds them on the way or there.
 */
export function prefetchHome(
  queryClient: QueryClient,
  { query }: PortalApiClient,
  context: PortalContext,
): void {
  const requests = homeRequests(context);
  // A failure stays in the cache for the screen to show with its 'Try again'.
  const settle = () => undefined;
  queryClient.query(query.queryOptions('get', '/get-banner', requests.banners)).catch(settle);
  queryClient.query(query.queryOptions('post', '/paid-service', requests.paid)).catch(settle);
  queryClient.query(query.queryOptions('post', '/free-service', requests.free)).catch(settle);
}
