import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../generated/schema';

/** Typed MSW handler builders for the admin API and the portal API. */
export const adminHttp = createOpenApiHttp<paths>({ baseUrl: '*/api' });
export const portalHttp = createOpenApiHttp<paths>({ baseUrl: '*/api/portal' });
