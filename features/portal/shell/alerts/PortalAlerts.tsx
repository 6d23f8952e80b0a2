import {
  screen,
  useTexts,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { AlertDialog } from '@ds';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { portalAlertAtom } from './portalAlerts';

export interface PortalAlertsProps {
  /** How the alerts move the visitor (to the number input). */
  navigation: PortalNavigation;
}

/**
 * The dialogs of the error catalogue (§8) and the way back after a verification: a call that
 * needs a verified number sends the visitor to the number input, remembering the page to return
 * to (`previous_route`).
 */
export function PortalAlerts({ navigation }: PortalAlertsProps) {
  const [alert, setAlert] = useAtom(portalAlertAtom);
  const updateState = useUpdatePortalState();
  const texts = useTexts();
  const location = useLocation();

  const verify = () => {
    setAlert(undefined);
    updateState((state) => ({
      ...state,
      previous_route: `${location.pathname}${location.search}`,
    }));
    navigation.go(screen('numberInput', 'input'));
  };

  useEffect(() => {
    if (alert === 'verify') verify();
  });

  return (
    <>
      <AlertDialog
        open={alert === 'session-ended'}
        tone="error"
        title={texts.sessionTitle}
        text={texts.sessionText}
        okLabel={texts.ok}
        onClose={verify}
      />
      <AlertDialog
        open={alert === 'network'}
        tone="error"
        title={texts.networkTitle}
        text={texts.networkText}
        okLabel={texts.ok}
        onClose={() => setAlert(undefined)}
      />
    </>
  );
}
