import { useApi } from '@api';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePortalState } from '../state/atoms';
import { operatorOf } from '../state/model';
import { analytics } from './analytics';

/** What a screen tells about its page view. */
export interface PageView {
  /** The page's analytics id, e.g. HOME_01 (the home's prompt) or SERVICE_PAGE. */
  pageID: string;
  /** The analytics event id (the page's prompt says which; a plain page view otherwise). */
  eventID?: string;
  /** The service the page shows. */
  service?: string;
  /** option_id of the service page. */
  optionId?: number;
  /** service_id of the service page. */
  serviceId?: number;
}

// The page before this one, for the visitor event's previouspageID.
let previousPageId: string | undefined;

/**
 * Records a page view (§4 'Every page view records a journey event'): save_user_journey with
 * the operator, service, number, language, visit id and the service page's ids, and the visitor
 * event through the analytics adapter. Pass undefined while the page still waits for its ids.
 */
export function useJourney(view: PageView | undefined): void {
  const { fetch } = useApi('portal');
  const state = usePortalState();
  const location = useLocation();
  const recorded = useRef<string | undefined>(undefined);

  const key = view === undefined ? undefined : `${location.key}:${JSON.stringify(view)}`;
  useEffect(() => {
    if (view === undefined || key === undefined || recorded.current === key) return;
    recorded.current = key;
    const { msisdn, languageId, sessionId, subscription_id } = state;
    const query = {
      operatorId: operatorOf(state),
      languageId,
      sessionId,
      ...(view.service === undefined ? {} : { service: view.service }),
      ...(msisdn === undefined ? {} : { msisdn }),
      ...(view.optionId === undefined ? {} : { optionId: view.optionId }),
      ...(view.serviceId === undefined ? {} : { serviceId: view.serviceId }),
    };
    // A lost page view must not disturb the visitor: the failure is only logged.
    fetch.POST('/save_user_journey', { params: { query } }).catch((error: unknown) => {
      console.warn('The page view was not recorded', error);
    });
    analytics.visit({
      eventID: view.eventID ?? 'EV_PAGE_VIEW',
      pageID: view.pageID,
      previouspageID: previousPageId,
      subscription_id,
      msisdn,
      pageURL: globalThis.location.href,
      parentPageURL: document.referrer,
    });
    previousPageId = view.pageID;
  }, [fetch, key, view, state]);
}
