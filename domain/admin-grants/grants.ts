import type { ActionVisibility, RuleRecord } from '../permission-rules';
import type { Schema } from '../schema';

/** One laravel-admin permission as the check reads it. */
export interface Grant {
  /** Allowed HTTP methods; empty means any. */
  methods: readonly string[];
  /** One pattern per line: `*` matches anything, `GET,POST:/path` limits a line to methods. */
  paths: string;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a path pattern (laravel-admin's `Str::is`, `*` = any characters) matches a path. */
function pathMatches(pattern: string, path: string): boolean {
  const normal = trimSlash(pattern.startsWith('/') ? pattern : `/${pattern}`);
  const regex = new RegExp(`^${normal.split('*').map(escapeRegExp).join('.*')}$`);
  return regex.test(trimSlash(path));
}

/**
 * Whether laravel-admin permissions let a call through: some grant allows the method and has a
 * path line matching the path (relative to the API base, e.g. `/departments/5`).
 */
export function grantsAllow(grants: readonly Grant[], method: string, path: string): boolean {
  const verb = method.toUpperCase();
  return grants.some((grant) => {
    if (grant.methods.length > 0 && !grant.methods.includes(verb)) return false;
    return grant.paths
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .some((line) => {
        const limited = /^([A-Z,]+):(.*)$/.exec(line);
        if (limited?.[1] !== undefined && limited[2] !== undefined) {
          return limited[1].split(',').includes(verb) && pathMatches(limited[2].trim(), path);
        }
        return pathMatches(line, path);
      });
  });
}

/** The grants of the permissions a profile lists (`grants` of GET /auth/get-user). */
export function grantsOf(lines: readonly Schema<'PermissionGrant'>[]): Grant[] {
  return lines.map((line) => ({ methods: line.http_method, paths: line.http_path ?? '' }));
}

/**
 * What a signed-in user's permissions let them call: everything (the administrator role, flag
 * '1'), the profile's grants, or `undefined` when the profile does not say (the server still
 * decides every call).
 */
export function profileGrants(profile: Schema<'Profile'>): readonly Grant[] | 'all' | undefined {
  if (profile.permission_flag === '1') return 'all';
  return profile.grants === undefined ? undefined : grantsOf(profile.grants);
}

/** The item path of a record of a collection, as the server's router reads it. */
const itemPathOf = (path: string, record: RuleRecord) => {
  const { id } = record as { id?: unknown };
  return `${path}/${typeof id === 'number' || typeof id === 'string' ? String(id) : ''}`;
};

/**
 * Which actions on a collection (its list, store, show, update and destroy calls: `GET path`,
 * `POST path`, `GET|PUT|DELETE path/{id}`) the user's permissions let through, as the
 * visibility of its List, New, View, Edit and Delete.
 */
export function grantedActions(grants: readonly Grant[] | 'all', path: string): ActionVisibility {
  const allows = (method: string, target: string) =>
    grants === 'all' || grantsAllow(grants, method, target);
  return {
    canList: allows('GET', path),
    canCreate: () => allows('POST', path),
    canView: (record) => allows('GET', itemPathOf(path, record)),
    canEdit: (record) => allows('PUT', itemPathOf(path, record)),
    canDelete: (record) => allows('DELETE', itemPathOf(path, record)),
  };
}
