import { createOpenApiHttp } from 'openapi-msw';
import type { AdminPaths, PortalPaths } from '@api';

/** Typed MSW handler builders for the admin API and the portal API, each on its own paths. */
export const adminHttp = createOpenApiHttp<AdminPaths>({ baseUrl: '*/api' });
export const portalHttp = createOpenApiHttp<PortalPaths>({ baseUrl: '*/api/portal' });
