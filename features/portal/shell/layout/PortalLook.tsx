import { usePortalContext, usePortalLanguage } from '@features/portal/core';
import { DesignSystemProvider } from '@ds';
import type { ReactNode } from 'react';

export interface PortalLookProps {
  /** The portal. */
  children: ReactNode;
}

/** The portal's look: the portal theme in the chosen operator's colours and language. */
export function PortalLook({ children }: PortalLookProps) {
  const { operatorId } = usePortalContext();
  const language = usePortalLanguage();
  return (
    <DesignSystemProvider theme="portal" operator={operatorId === 2 ? 2 : 1} language={language}>
      {children}
    </DesignSystemProvider>
  );
}
