import type { PortalApiClient } from '@api';
import type { FirstAnswers } from '@domain/portal-first-visit';
import type { PortalContext } from '@features/portal/core';
import type { QueryClient } from '@tanstack/react-query';
import { homeRequests } from '../model/requests';

/**
 * Starts the home's three requests into the screens' query cache, so they travel while the app
 * renders its frame and loads the home's code; the screen then finds them on the way or there.
 * Answers the page already holds for this visitor (`firstAnswersFor`) are put there instead.
 */
export function prefetchHome(
  queryClient: QueryClient,
  { query }: PortalApiClient,
  context: PortalContext,
  first?: FirstAnswers,
): void {
  const requests = homeRequests(context);
  const banners = query.queryOptions('get', '/get-banner', requests.banners);
  const paid = query.queryOptions('post', '/paid-service', requests.paid);
  const free = query.queryOptions('post', '/free-service', requests.free);
  if (first !== undefined) {
    queryClient.setQueryData(banners.queryKey, first.banners);
    queryClient.setQueryData(paid.queryKey, first.paid);
    queryClient.setQueryData(free.queryKey, first.free);
    return;
  }
  // A failure stays in the cache for the screen to show with its 'Try again'.
  const settle = () => undefined;
  queryClient.query(banners).catch(settle);
  queryClient.query(paid).catch(settle);
  queryClient.query(free).catch(settle);
}
