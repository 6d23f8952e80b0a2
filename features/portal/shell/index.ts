export { PortalLayout, type PortalLayoutProps } from './layout/PortalLayout';
export { PortalLook, type PortalLookProps } from './layout/PortalLook';
export { seedShell } from './layout/shellRequests';
export { PortalNotFound, type PortalNotFoundProps } from './layout/PortalNotFound';
export { useLanguageChange, useOperatorSwitch } from './layout/useOperatorSwitch';
export { PortalAlerts, type PortalAlertsProps } from './alerts/PortalAlerts';
export { handlePortalApiEvent, portalAlertAtom } from './alerts/portalAlerts';
export { reactionTo, type PortalAlert, type PortalReaction } from './alerts/model';
