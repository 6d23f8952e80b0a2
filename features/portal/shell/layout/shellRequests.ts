import type { PortalApiClient } from '@api';
import { firstVisitRequests, type FirstAnswers } from '@domain/portal-first-visit';
import { languagesRequest, type PortalContext } from '@features/portal/core';
import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * How long the frame's menu and footer count as current: answers the page brought, or that a
 * screen before this one asked for, show without being asked for again at once.
 */
export const shellAnswersFreshMs = 60_000;

/**
 * What the portal's frame asks the server for on every page: the menu and the footer's texts in
 * the visitor's operator and language. One source for the frame's queries and for the answers
 * a page brings (`seedShell`).
 */
export function shellRequests(context: Pick<PortalContext, 'operatorId' | 'languageId'>) {
  const { menu, footer } = firstVisitRequests;
  return { menu: menu.init(context), footer: footer.init(context) };
}

/** The paths of the frame's four answers, which are the same for every number. */
const framePaths = new Set<unknown>(
  (['operators', 'languages', 'menu', 'footer'] as const).map(
    (request) => firstVisitRequests[request].path,
  ),
);

/**
 * Whether a cached answer is one of the frame's (operators, the operator's languages, menu and
 * footer texts): no number's, so a sign-out keeps them and the portal stays in the visitor's
 * language. The key is openapi-react-query's: method, path, parameters.
 */
export function isFrameAnswer(query: Query): boolean {
  return framePaths.has(query.queryKey[1]);
}

/**
 * Puts the frame's four answers the page brought (operators, the operator's languages, menu and
 * footer) into the query cache before the first render, so the first render shows the frame
 * whole: no request, and no second render as each answer arrives.
 */
export function seedShell(
  queryClient: QueryClient,
  { query }: PortalApiClient,
  context: PortalContext,
  first: Pick<FirstAnswers, 'operators' | 'languages' | 'menu' | 'footer'>,
): void {
  const requests = shellRequests(context);
  const { operatorId } = context;
  const keyOf = query.queryOptions;
  queryClient.setQueryData(keyOf('get', '/get-operator').queryKey, first.operators);
  queryClient.setQueryData(
    keyOf('get', '/get-language/{operatorId}', languagesRequest(operatorId)).queryKey,
    first.languages,
  );
  queryClient.setQueryData(
    keyOf('get', '/get-menu/{operatorId}/{languageId}', requests.menu).queryKey,
    first.menu,
  );
  queryClient.setQueryData(
    keyOf('post', '/get-footer-section', requests.footer).queryKey,
    first.footer,
  );
}
