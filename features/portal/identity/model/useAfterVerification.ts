import { useApi } from '@api';
import {
  usePortalContext,
  useUpdatePortalState,
  type PortalDestination,
  type PortalNavigation,
} from '@features/portal/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { destinationOfRegistration, stepAfterVerification } from './flow';

/**
 * What follows a verified number: back to the page that asked, else by purpose; for a service,
 * its registration is checked first (status 0: back to it; else the confirmation). The answers
 * cached before the number was verified are refreshed (§4 'input goes home, with reload').
 */
export function useAfterVerification(navigation: PortalNavigation) {
  const { fetch } = useApi('portal');
  const { operatorId } = usePortalContext();
  const updateState = useUpdatePortalState();
  const queryClient = useQueryClient();

  return useCallback(
    async (msisdn: string, purpose: string, previousRoute: string | undefined) => {
      const step = stepAfterVerification(purpose, previousRoute);
      updateState((state) => ({ ...state, previous_route: undefined, numberPurpose: undefined }));
      await queryClient.invalidateQueries();
      let destination: PortalDestination;
      if (step.kind === 'go') {
        destination = step.destination;
      } else {
        const { data } = await fetch.POST('/check-reg-status', {
          body: { msisdn, operatorId, service: step.service },
        });
        if (data === undefined) return false;
        updateState((state) => ({ ...state, service: step.service }));
        destination = destinationOfRegistration(data.data.status, step.service);
      }
      navigation.go(destination, { replace: true });
      return true;
    },
    [fetch, navigation, operatorId, queryClient, updateState],
  );
}
