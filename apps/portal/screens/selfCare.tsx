import { favouriteRoutes } from './favourites';
import { routeGroup } from './routeGroup';
import { topupRoutes } from './topup';

/** The self-care part: the top-up journey and the favourite numbers, one lazy part. */
export const SelfCareRoutes = routeGroup([...topupRoutes, ...favouriteRoutes]);
