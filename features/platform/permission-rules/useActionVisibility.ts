import { apiFailure, useApi } from '@api';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { grantedActions, profileGrants } from '@domain/admin-grants';
import {
  actionVisibility,
  allVisible,
  detailFor,
  everyVisibility,
  firstRoleId,
  routeGuards,
  safeVisibility,
  type ActionVisibility,
  type PermissionDetail,
} from '@domain/permission-rules';

/** 'loading' until decided; 'failed' when a lookup failed (the safe defaults apply). */
export type VisibilityStatus = 'loading' | 'ready' | 'failed';

/** The actions a user sees on one route, and whether that is decided yet. */
export interface ActionVisibilityState extends ActionVisibility {
  /** 'loading' and 'failed' carry the safe defaults: Create, Edit and Delete hidden. */
  status: VisibilityStatus;
}

/** Details of one role for one custom permission: at most a page of 100 is ever needed. */
const detailsPerPage = 100;

/** The state of the detail lookups, one per guarding custom permission. */
function detailsState(results: UseQueryResult<{ data: PermissionDetail[] }, unknown>[]) {
  return {
    pending: results.some((result) => result.isPending),
    error: results.find((result) => result.isError)?.error,
    pages: results.map((result) => result.data?.data ?? []),
  };
}

/**
 * Which of Create, Edit, Delete and View the signed-in user sees on the screens of an API path
 * (e.g. '/departments'): what the user's laravel-admin permissions (the profile's grants, matched
 * as the server matches each call) allow, and of that what the custom permissions (admin §6)
 * show. It loads the user first, then, unless the user is flagged '1', the route lists and
 * custom permissions, then the user's first role's detail of each active custom permission
 * guarding the path. A failed lookup is logged and leaves the safe defaults (Create, Edit and
 * Delete hidden), as while loading.
 */
export function useActionVisibility(apiPath: string): ActionVisibilityState {
  const rules = useRuleVisibility(apiPath);
  const { query } = useApi('admin');
  const profile = query.useQuery('get', '/auth/get-user', undefined, { staleTime: Infinity }).data;
  const grants = useMemo(
    () => (profile === undefined ? undefined : profileGrants(profile)),
    [profile],
  );
  return useMemo(
    () =>
      grants === undefined || grants === 'all'
        ? rules
        : { ...rules, ...everyVisibility([rules, grantedActions(grants, apiPath)]) },
    [rules, grants, apiPath],
  );
}

/** The §6 visibility of an API path's actions for the signed-in user. */
function useRuleVisibility(apiPath: string): ActionVisibilityState {
  const { query } = useApi('admin');
  // The session keeps the profile fresh; the rules only read it, so no screen asks again.
  const user = query.useQuery('get', '/auth/get-user', undefined, { staleTime: Infinity });
  const profile = user.data;
  const restricted = profile !== undefined && profile.permission_flag !== '1';
  const routeLists = query.useQuery('get', '/all-route-lists', undefined, { enabled: restricted });
  const customPermissions = query.useQuery('get', '/all-custom-permissions', undefined, {
    enabled: restricted,
  });
  const guards = useMemo(
    () =>
      routeLists.data === undefined || customPermissions.data === undefined
        ? []
        : routeGuards(apiPath, routeLists.data.data, customPermissions.data.data),
    [apiPath, routeLists.data, customPermissions.data],
  );
  const roleId = profile === undefined ? undefined : firstRoleId(profile);
  const details = useQueries({
    queries: (roleId === undefined ? [] : guards).map((guard) =>
      query.queryOptions('get', '/custom-permission-details', {
        params: {
          query: { role_id: roleId, custom_permission_id: guard.id, per_page: detailsPerPage },
        },
      }),
    ),
    combine: detailsState,
  });

  const failure = user.error ?? routeLists.error ?? customPermissions.error ?? details.error;
  useEffect(() => {
    if (failure !== null && failure !== undefined) {
      console.error(`Permission rules of ${apiPath} could not be loaded`, apiFailure(failure));
    }
  }, [apiPath, failure]);

  return useMemo((): ActionVisibilityState => {
    if (failure !== null && failure !== undefined) return { status: 'failed', ...safeVisibility };
    if (profile === undefined) return { status: 'loading', ...safeVisibility };
    if (!restricted) return { status: 'ready', ...allVisible };
    if (routeLists.data === undefined || customPermissions.data === undefined || details.pending) {
      return { status: 'loading', ...safeVisibility };
    }
    if (guards.length === 0) return { status: 'ready', ...allVisible };
    const visibilities = guards.map((guard, index) =>
      actionVisibility({
        user: profile,
        guarded: true,
        detail:
          roleId === undefined
            ? undefined
            : detailFor(details.pages[index] ?? [], roleId, guard.id),
      }),
    );
    return { status: 'ready', ...everyVisibility(visibilities) };
  }, [
    failure,
    profile,
    restricted,
    routeLists.data,
    customPermissions.data,
    details,
    guards,
    roleId,
  ]);
}
