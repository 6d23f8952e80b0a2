import type { operations, OperationId } from '../generated/operations';
import type { paths } from '../generated/schema';

type OperationOf<Api extends 'admin' | 'portal'> = Extract<
  (typeof operations)[OperationId],
  { api: Api }
>;

/** The contract paths served by the customer portal API (`/api/portal`). */
export type PortalPath = OperationOf<'portal'>['path'];

/** The contract paths of the customer portal API: all the portal client may call. */
export type PortalPaths = Pick<paths, PortalPath>;

/** The contract paths of the admin API (`/api`): all the admin client may call. */
export type AdminPaths = Omit<paths, PortalPath>;
