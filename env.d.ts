/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the admin API (default /api). */
  readonly VITE_ADMIN_API_URL?: string;
  /** Base URL of the customer portal API (default /api/portal). */
  readonly VITE_PORTAL_API_URL?: string;
  /** 'true' to answer API calls with the in-browser mocks (default while no server runs). */
  readonly VITE_API_MOCKS?: string;
  /** 'false' hides the admin notification bell and its live connection (default true). */
  readonly VITE_NOTIFICATIONS_ENABLED?: string;
  /** 'ws' or 'wss' for the live connection (default: wss on https pages, ws otherwise). */
  readonly VITE_MQTT_PROTOCOL?: string;
  /** Host (and port) of the MQTT broker's WebSocket endpoint (default: the page's host). */
  readonly VITE_MQTT_HOST?: string;
  /** The portal's visitor-event endpoint on the analytics host (no visitor events when unset). */
  readonly VITE_PORTAL_VISITOR_EVENTS_URL?: string;
  /** The organisation id the portal's visitor events carry (orgID). */
  readonly VITE_PORTAL_ORG_ID?: string;
  /** The app id the portal's visitor events carry (appID). */
  readonly VITE_PORTAL_APP_ID?: string;
  /** 'true' to push the portal's purchases to window.dataLayer (default off). */
  readonly VITE_PORTAL_DATA_LAYER?: string;
}

/** The kit's version (package.json), set at build time. */
declare const __APP_VERSION__: string;

/** Whether the apps answer API calls with the in-browser mocks (`VITE_API_MOCKS`, default true). */
declare const __MOCK_API__: boolean;
