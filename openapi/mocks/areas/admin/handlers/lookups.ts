import type { HttpHandler } from 'msw';
import { adminHttp } from '../../../http';
import type { MockStore } from '../../../store';
import { failure, searchParams } from '../shared';

/**
 * The user search of the select boxes (admin §7.4); the other lookups and unpaginated lists are
 * served with their resources.
 */
export function lookupRoutes(store: MockStore): HttpHandler[] {
  const { admin } = store;
  return [
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
  ];
}
