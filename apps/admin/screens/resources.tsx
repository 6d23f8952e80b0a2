import { adminResources, type AdminResourceName } from '../resources';
import { resourceScreens } from './resourceScreens';

const screens = resourceScreens<AdminResourceName>(adminResources);

/** An admin resource's list route. */
export const ResourceListRoute = screens.ListRoute;
/** An admin resource's create form (no id in the route) or edit form. */
export const ResourceFormRoute = screens.FormRoute;
/** An admin resource's show route. */
export const ResourceShowRoute = screens.ShowRoute;
