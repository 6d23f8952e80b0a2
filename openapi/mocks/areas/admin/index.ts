import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import { adminHttp } from '../../http';
import type { MockStore } from '../../store';

/** Seed data of the admin API. */
export function seedAdmin() {
  const profile: Schema<'Profile'> = {
    id: 1,
    name: 'Aisyah Rahman',
    username: 'admin',
    avatar: null,
    created_at: '2024-03-01T09:00:00Z',
    roles: [{ id: 1, name: 'Administrator' }],
  };
  return { profile };
}

/** Handlers of the admin API. */
export function adminHandlers(store: MockStore): HttpHandler[] {
  return [
    adminHttp.get('/auth/get-user', ({ response }) => response(200).json(store.admin.profile)),
  ];
}
