import { usePortalState, useUpdatePortalState } from '@features/portal/core';
import { useEffect } from 'react';

/**
 * The service a page is about: the address's, else the one stored (§3 `service`); the
 * address's is stored, so the confirmation and result pages know it.
 */
export function useServiceName(fromAddress: string | undefined): string | undefined {
  const { service } = usePortalState();
  const updateState = useUpdatePortalState();
  useEffect(() => {
    if (fromAddress !== undefined && fromAddress !== service) {
      updateState((state) => ({ ...state, service: fromAddress }));
    }
  }, [fromAddress, service, updateState]);
  return fromAddress ?? service;
}

/** Records the type of list the visitor is in (§3 `serviceType`): back after a registration uses it. */
export function useServiceType(type: string): void {
  const { serviceType } = usePortalState();
  const updateState = useUpdatePortalState();
  useEffect(() => {
    if (serviceType !== type) updateState((state) => ({ ...state, serviceType: type }));
  }, [serviceType, type, updateState]);
}
