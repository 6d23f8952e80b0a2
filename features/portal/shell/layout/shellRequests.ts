import type { PortalApiClient } from '@api';
import { firstVisitRequests, type FirstAnswers } from '@domain/portal-first-visit';
import { languagesRequest, type PortalContext } from '@features/portal/core';
import type { QueryClient } from '@tanstack/react-query';

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
