import { billingResources, type BillingResourceName } from '../billing';
import { resourceScreens } from './resourceScreens';

const screens = resourceScreens<BillingResourceName>(billingResources);

/** A billing resource's list route. */
export const BillingListRoute = screens.ListRoute;
/** A billing resource's create form (no id in the route) or edit form. */
export const BillingFormRoute = screens.FormRoute;
/** A billing resource's show route. */
export const BillingShowRoute = screens.ShowRoute;
