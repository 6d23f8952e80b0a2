import type { Schema } from '../schema';

/** Deterministic demo data the mock API starts from. */
export function seed() {
  const profile: Schema<'Profile'> = {
    id: 1,
    name: 'Aisyah Rahman',
    username: 'admin',
    avatar: null,
    created_at: '2024-03-01T09:00:00Z',
    roles: [{ id: 1, name: 'Administrator' }],
  };
  const operators: Schema<'Operator'>[] = [
    { id: 1, name: 'Digi', logo: '/images/operators/digi.svg' },
    { id: 2, name: 'U Mobile', logo: '/images/operators/umobile.svg' },
  ];
  return { profile, operators };
}

/** The mock API's state. */
export type MockStore = ReturnType<typeof seed>;
