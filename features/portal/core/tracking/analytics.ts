/**
 * The portal's one analytics adapter (customer-portal §7): the visitor event GET to an external
 * analytics host and the data-layer push. Both are off unless configured at build time:
 * `VITE_PORTAL_VISITOR_EVENTS_URL` (with `VITE_PORTAL_ORG_ID` and `VITE_PORTAL_APP_ID`) and
 * `VITE_PORTAL_DATA_LAYER=true`.
 */

/** Where the events go; absent parts are off. */
export interface AnalyticsConfig {
  /** The visitor-event endpoint of the analytics host; no visitor events without it. */
  visitorEventsUrl?: string;
  /** The organisation id sent as orgID. */
  orgId?: string;
  /** The app id sent as appID. */
  appId?: string;
  /** Whether events are pushed to `window.dataLayer`. */
  dataLayer: boolean;
}

/** A page view as the analytics host counts it. */
export interface VisitorEvent {
  eventID: string;
  pageID: string;
  previouspageID?: string;
  subscription_id?: string;
  msisdn?: string;
  pageURL: string;
  parentPageURL?: string;
}

/** A purchase as the tag manager's data layer records it. */
export interface DataLayerEvent {
  event: string;
  A_Party_Number: string;
  B_Party_Number?: string;
  Package_Name: string;
  Deduction_Amount: number;
}

/** The settings read from the build's environment. */
export function analyticsConfigFrom(env: Record<string, string | undefined>): AnalyticsConfig {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    visitorEventsUrl: text('VITE_PORTAL_VISITOR_EVENTS_URL'),
    orgId: text('VITE_PORTAL_ORG_ID'),
    appId: text('VITE_PORTAL_APP_ID'),
    dataLayer: env.VITE_PORTAL_DATA_LAYER === 'true',
  };
}

/** The URL of a visitor event, or undefined when visitor events are off. */
export function visitorEventUrl(config: AnalyticsConfig, event: VisitorEvent): string | undefined {
  if (config.visitorEventsUrl === undefined) return undefined;
  const url = new URL(config.visitorEventsUrl);
  const params: Record<string, string | undefined> = {
    ...event,
    orgID: config.orgId,
    appID: config.appId,
  };
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, value);
  }
  return url.href;
}

/** Where the adapter sends: an image beacon for the GET, and the page's data layer. */
export interface AnalyticsSinks {
  beacon: (url: string) => void;
  pushDataLayer: (event: DataLayerEvent) => void;
}

const browserSinks: AnalyticsSinks = {
  beacon(url) {
    // An image request: no CORS, no cookies of ours, and allowed by the img-src policy.
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.src = url;
  },
  pushDataLayer(event) {
    const host = globalThis as { dataLayer?: unknown[] };
    host.dataLayer ??= [];
    host.dataLayer.push(event);
  },
};

/** The adapter the portal reports through. */
export interface Analytics {
  /** Reports a page view to the visitor-event host (when configured). */
  visit: (event: VisitorEvent) => void;
  /** Pushes an event to the data layer (when configured). */
  push: (event: DataLayerEvent) => void;
}

/** Creates the adapter for a configuration; with nothing configured it sends nothing. */
export function createAnalytics(
  config: AnalyticsConfig,
  sinks: AnalyticsSinks = browserSinks,
): Analytics {
  return {
    visit(event) {
      const url = visitorEventUrl(config, event);
      if (url !== undefined) sinks.beacon(url);
    },
    push(event) {
      if (config.dataLayer) sinks.pushDataLayer(event);
    },
  };
}

/** The portal's adapter, configured from the build's environment. */
export const analytics = createAnalytics(analyticsConfigFrom(import.meta.env));
