// Type tests, checked by `tsc -p .` (never run): each client compiles only its own API's paths.
import { useApi } from './ApiProvider';
import { createApiClient, createPortalClient } from './createApiClient';

/** Calls on the clients made directly. */
export async function directClients() {
  const admin = createApiClient({ baseUrl: '/api' });
  const portal = createPortalClient({ baseUrl: '/api/portal' });

  await admin.fetch.GET('/auth/get-user');
  await portal.fetch.GET('/get-operator');
  await portal.fetch.POST('/verify-otp', { params: { query: { otp: '1234', msisdn: '60123' } } });
  // Sign-out ends the session whose token the portal client sends.
  await portal.fetch.POST('/sign-out');

  // @ts-expect-error the portal client cannot call an admin path
  await portal.fetch.GET('/auth/get-user');
  // @ts-expect-error the portal client cannot call an admin path
  await portal.fetch.POST('/auth/logout');
  // @ts-expect-error the admin client cannot call a portal path
  await admin.fetch.GET('/get-operator');
  // @ts-expect-error the admin client cannot call a portal path
  await admin.fetch.POST('/verify-otp', { params: { query: { otp: '1234', msisdn: '60123' } } });
  // @ts-expect-error the admin client cannot call a portal path
  await admin.fetch.POST('/sign-out');
  // @ts-expect-error the portal client cannot call an admin path
  await portal.fetch.POST('/admin-users/{id}/unlock', { params: { path: { id: 1 } } });
  await admin.fetch.POST('/admin-users/{id}/unlock', { params: { path: { id: 1 } } });
}

/** The hooks screens use through `useApi`. */
export function useClientsOfScreens() {
  const admin = useApi('admin');
  const portal = useApi('portal');

  admin.query.useQuery('get', '/auth/get-user');
  portal.query.useQuery('get', '/get-operator');

  // @ts-expect-error useApi('portal') accepts only portal operations
  portal.query.useQuery('get', '/auth/get-user');
  // @ts-expect-error useApi('admin') accepts only admin operations
  admin.query.useQuery('get', '/get-operator');
  // @ts-expect-error useApi('admin') accepts only admin operations
  admin.query.useMutation('post', '/service-registration');
}
