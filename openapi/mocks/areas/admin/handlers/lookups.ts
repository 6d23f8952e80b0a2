import type { HttpHandler } from 'msw';
import { adminHttp } from '../../../http';
import type { MockStore } from '../../../store';
import { failure, searchParams } from '../shared';

/** Select-box options (admin §7.4) and the unpaginated lists of the custom-permission screens. */
export function lookupRoutes(store: MockStore): HttpHandler[] {
  const { admin } = store;
  const option = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });

  return [
    adminHttp.get('/all-organizations', ({ response }) =>
      response(200).json({ data: admin.organizations.map(option) }),
    ),
    adminHttp.get('/custom-permission-list', ({ response }) =>
      response(200).json({ data: admin.customPermissions.map(option) }),
    ),
    adminHttp.get('/all-departments', ({ response }) =>
      response(200).json({ data: admin.departments.map(option) }),
    ),
    adminHttp.get('/all-permissions', ({ response }) =>
      response(200).json({ data: admin.permissions.map(option) }),
    ),
    adminHttp.get('/all-roles', ({ response }) =>
      response(200).json({ data: admin.roles.map(option) }),
    ),
    adminHttp.get('/all-users', ({ request, response }) => {
      const q = (searchParams(request).get('q') ?? '').trim().toLowerCase();
      if (q.length === 1) {
        return response(422).json(failure({ q: ['The q field must be at least 2 characters.'] }));
      }
      const users = admin.users.filter(
        (user) =>
          q === '' ||
          user.name.toLowerCase().includes(q) ||
          user.username.toLowerCase().includes(q),
      );
      return response(200).json({
        data: users.map((user) => ({ id: user.id, name: user.name, username: user.username })),
      });
    }),
    adminHttp.get('/ext-cbs-api-gateway/all-applications', ({ response }) =>
      response(200).json({
        data: admin.apiGatewayApplications.map((app) => ({ id: app.id, name: app.app_name })),
      }),
    ),
    adminHttp.get('/all-route-lists', ({ response }) =>
      response(200).json({ data: admin.routeLists }),
    ),
    adminHttp.get('/all-custom-permissions', ({ response }) =>
      response(200).json({ data: admin.customPermissions }),
    ),
  ];
}
