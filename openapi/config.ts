/** Where the browser apps find the APIs; set at build time through VITE_* variables. */
export const apiConfig = {
  /** Base URL of the admin API. */
  adminBaseUrl: import.meta.env.VITE_ADMIN_API_URL ?? '/api',
  /** Base URL of the customer portal API. */
  portalBaseUrl: import.meta.env.VITE_PORTAL_API_URL ?? '/api/portal',
  /** Whether the apps answer calls with the in-browser mock API instead of a server. */
  useMocks: __MOCK_API__,
  /** Whether the admin console shows the notification bell and opens its live connection. */
  notificationsEnabled: (import.meta.env.VITE_NOTIFICATIONS_ENABLED ?? 'true') === 'true',
  /** ws or wss for the live connection; pages served over https need wss. */
  mqttProtocol: import.meta.env.VITE_MQTT_PROTOCOL,
  /** Host of the broker's WebSocket endpoint (/mqtt); the page's host when unset. */
  mqttHost: import.meta.env.VITE_MQTT_HOST,
};
