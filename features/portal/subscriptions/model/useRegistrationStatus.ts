import { useApi } from '@api';
import { usePortalContext } from '@features/portal/core';

/**
 * The verified number's registration status for a service (check-reg-status, §4): asked only
 * when a number is verified (the server answers only the number's own session).
 */
export function useRegistrationStatus(service: string | undefined) {
  const { query } = useApi('portal');
  const { operatorId, verified } = usePortalContext();
  return query.useQuery(
    'post',
    '/check-reg-status',
    { body: { msisdn: verified ?? '', operatorId, service: service ?? '' } },
    { enabled: verified !== undefined && service !== undefined },
  );
}
