/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the admin API (default /api). */
  readonly VITE_ADMIN_API_URL?: string;
  /** Base URL of the customer portal API (default /api/portal). */
  readonly VITE_PORTAL_API_URL?: string;
  /** 'true' to answer API calls with the in-browser mocks (default while no server runs). */
  readonly VITE_API_MOCKS?: string;
}
