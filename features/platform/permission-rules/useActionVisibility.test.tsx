import { ApiProvider, createApiClient, type Schema } from '@api';
import {
  adminHttp,
  mockAdminToken,
  scenario,
  type OperationId,
  type ScenarioName,
} from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActionVisibility } from './useActionVisibility';

/** Renders the hook inside a fresh query cache (no retries) and the API clients, like a story. */
function renderVisibility(apiPath: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clients = {
    admin: createApiClient({ baseUrl: '/api', getToken: () => mockAdminToken }),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useActionVisibility(apiPath), { wrapper });
}

/** The calls the hook makes, as path and query. */
function recordCalls() {
  const calls: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

afterEach(() => mockServer.events.removeAllListeners());

/** A '0'-flagged officer of organization 1 whose first role is 2 (Billing Officer in the seed). */
const officer: Schema<'Profile'> = {
  id: 21,
  name: 'Hafiz Rahim',
  username: 'hafiz',
  avatar: null,
  created_at: '2024-03-01T09:00:00Z',
  roles: [
    { id: 2, name: 'Billing Officer' },
    { id: 1, name: 'Administrator' },
  ],
  permission_flag: '0',
  organization_id: 1,
  department_id: 3,
};

function signInAs(profile: Schema<'Profile'>) {
  mockServer.use(adminHttp.get('/auth/get-user', ({ response }) => response(200).json(profile)));
}

const detailsCall = '/api/custom-permission-details';

describe('useActionVisibility', () => {
  it("shows a flag '1' user every action without loading any rules", async () => {
    const calls = recordCalls();
    const { result } = renderVisibility('/departments');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.canCreate()).toBe(true);
    expect(result.current.canEdit({ organization_id: 9 })).toBe(true);
    expect(result.current.canDelete({})).toBe(true);
    expect(result.current.canView({})).toBe(true);
    expect(calls).toEqual(['/api/auth/get-user']);
  });

  it("applies the first role's detail of the custom permission guarding the path", async () => {
    signInAs(officer);
    const calls = recordCalls();
    const { result } = renderVisibility('/departments');
    // Until the rules arrive nothing destructive shows.
    expect(result.current.status).toBe('loading');
    expect(result.current.canEdit({ organization_id: 1, created_by: 21 })).toBe(false);
    expect(result.current.canView({})).toBe(true);

    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Seeded 'Department self-service' for role 2: List, View, Edit; organization_id = 1, by the
    // creator (created_by) and within the user's organization.
    expect(result.current.canList).toBe(true);
    expect(result.current.canCreate()).toBe(false);
    expect(result.current.canEdit({ organization_id: 1, created_by: 21 })).toBe(true);
    expect(result.current.canEdit({ organization_id: 1, created_by: 5 })).toBe(false);
    expect(result.current.canEdit({ organization_id: 2, created_by: 21 })).toBe(false);
    expect(result.current.canDelete({ organization_id: 1, created_by: 21 })).toBe(false);
    expect(result.current.canView({ organization_id: 1 })).toBe(true);
    expect(result.current.canView({ organization_id: 2 })).toBe(false);
    expect(calls).toContain(`${detailsCall}?role_id=2&custom_permission_id=12&per_page=100`);
  });

  it('hides Create, Edit and Delete when the role has no detail for the guarding permission', async () => {
    signInAs({ ...officer, roles: [{ id: 9, name: 'Read only' }] });
    const { result } = renderVisibility('/departments');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.canCreate()).toBe(false);
    expect(result.current.canEdit({ organization_id: 1 })).toBe(false);
    expect(result.current.canDelete({ organization_id: 1 })).toBe(false);
    expect(result.current.canView({ organization_id: 1 })).toBe(true);
  });

  it('uses only a detail of the first role and the guarding permission, whatever the answer holds', async () => {
    signInAs(officer);
    mockServer.use(
      adminHttp.get('/custom-permission-details', ({ response }) =>
        response(200).json({
          current_page: 1,
          data: [
            {
              id: 40,
              custom_permission_id: 12,
              role_id: 1,
              permission_names: ['List', 'View', 'Create', 'Edit', 'Delete'],
              conditions: [],
              list_refid: '&&',
              edit_id: '&&',
              edit_refid: '&&',
              delete_id: '&&',
              delete_refid: '&&',
              created_at: '2024-03-06T02:10:00Z',
              updated_at: '2024-03-06T02:10:00Z',
            },
          ],
          from: 1,
          last_page: 1,
          per_page: 100,
          to: 1,
          total: 1,
        }),
      ),
    );
    const { result } = renderVisibility('/departments');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.canCreate()).toBe(false);
    expect(result.current.canDelete({})).toBe(false);
  });

  it.each([
    ['a route guarded only by an inactive custom permission', '/services'],
    ['a route no custom permission guards', '/organizations'],
    ['a path with no route list', '/no-such-path'],
  ])('shows every action on %s without asking for details', async (_name, path) => {
    signInAs(officer);
    const calls = recordCalls();
    const { result } = renderVisibility(path);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.canCreate()).toBe(true);
    expect(result.current.canEdit({})).toBe(true);
    expect(result.current.canDelete({})).toBe(true);
    expect(calls).toEqual([
      '/api/auth/get-user',
      '/api/all-route-lists',
      '/api/all-custom-permissions',
    ]);
  });

  it('hides Create, Edit and Delete on a guarded route for a user without roles, asking nothing more', async () => {
    signInAs({ ...officer, roles: [] });
    const calls = recordCalls();
    const { result } = renderVisibility('/departments');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.canCreate()).toBe(false);
    expect(result.current.canEdit({})).toBe(false);
    expect(result.current.canView({})).toBe(true);
    expect(calls.some((call) => call.startsWith(detailsCall))).toBe(false);
  });

  it('offers only what the permissions the profile lists let through, as the server matches calls', async () => {
    signInAs({ ...officer, grants: [{ http_method: ['GET'], http_path: '/cbs/*' }] });
    const { result } = renderVisibility('/cbs/product/products');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.canList).toBe(true);
    expect(result.current.canView({ id: 3 })).toBe(true);
    expect(result.current.canCreate()).toBe(false);
    expect(result.current.canEdit({ id: 3 })).toBe(false);
    expect(result.current.canDelete({ id: 3 })).toBe(false);
  });

  it('applies the §6 rules within what the permissions allow', async () => {
    signInAs({ ...officer, grants: [{ http_method: [], http_path: '/departments*' }] });
    const { result } = renderVisibility('/departments');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.canEdit({ id: 4, organization_id: 1, created_by: 21 })).toBe(true);
    expect(result.current.canEdit({ id: 4, organization_id: 2, created_by: 21 })).toBe(false);
    expect(result.current.canCreate()).toBe(false);
  });

  it('stays loading, with the safe defaults, while the user loads', async () => {
    mockServer.use(scenario('getAuthUser', 'loading'));
    const { result } = renderVisibility('/departments');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('loading');
    expect(result.current.canList).toBe(true);
    expect(result.current.canCreate()).toBe(false);
    expect(result.current.canEdit({})).toBe(false);
    expect(result.current.canDelete({})).toBe(false);
    expect(result.current.canView({})).toBe(true);
  });

  it.each<[OperationId, ScenarioName, string]>([
    ['getAuthUser', 'serverError', 'server'],
    ['listAllRouteLists', 'forbidden', 'forbidden'],
    ['listAllCustomPermissions', 'networkError', 'network'],
    ['listCustomPermissionDetails', 'serverError', 'server'],
  ])('logs a failed %s (%s) and keeps the safe defaults', async (operation, name, kind) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(officer);
    mockServer.use(scenario(operation, name));
    const { result } = renderVisibility('/departments');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.canCreate()).toBe(false);
    expect(result.current.canEdit({ organization_id: 1, created_by: 21 })).toBe(false);
    expect(result.current.canDelete({})).toBe(false);
    expect(result.current.canView({})).toBe(true);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'Permission rules of /departments could not be loaded',
        expect.objectContaining({ kind }),
      ),
    );
  });
});
