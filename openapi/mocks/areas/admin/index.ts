import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import type { MockStore } from '../../store';
import { authRoutes } from './handlers/auth';
import { lookupRoutes } from './handlers/lookups';
import { menuRoutes } from './handlers/menu';
import { notificationRoutes } from './handlers/notifications';
import { resourceRoutes } from './handlers/resources';
import { adminDemo, demoAdministratorPlacement } from '@domain/admin-demo';
import { seedMenu } from './seed/menu';
import { seedCredentials } from './seed/people';

/** The mock clock's start: the demo notifications are dated back from it. */
const seededAt = new Date('2025-06-02T09:00:00Z');

/** Seed data of the admin API. */
export function seedAdmin() {
  const demo = adminDemo(seededAt);
  const [administrator] = demo.users;
  if (administrator === undefined) throw new Error('The admin demo has no administrator');
  /** The signed-in administrator (admin user 1). */
  const profile: Schema<'Profile'> = {
    id: administrator.id,
    name: administrator.name,
    username: administrator.username,
    avatar: administrator.avatar,
    created_at: administrator.created_at,
    roles: administrator.roles,
    permission_flag: '1',
    ...demoAdministratorPlacement,
    grants: [],
  };
  // The mock's records change as the API answers them (a locked user gains locked_until).
  const users: Schema<'AdminUser'>[] = demo.users;
  return {
    profile,
    ...demo,
    users,
    /** Passwords and contacts of the users (never answered). */
    credentials: seedCredentials(demo.users),
    menu: seedMenu(),
  };
}

/** Handlers of the admin API. */
export function adminHandlers(store: MockStore): HttpHandler[] {
  return [
    ...authRoutes(store),
    ...notificationRoutes(store),
    ...menuRoutes(store),
    ...lookupRoutes(store),
    ...resourceRoutes(store),
  ];
}
