import type { Migration } from 'kysely';
import * as initial from './001_initial';
import * as adminResources from './002_admin_resources';

/**
 * Every migration, by name, in the order they run. Listed here rather than read from the folder
 * so that tsx, vitest and a bundler all see the same set; add new files to this record.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_admin_resources': adminResources,
};
