import { favouriteRoutes } from './favourites';
import { offerRoutes } from './offers';
import { routeGroup } from './routeGroup';
import { topupRoutes } from './topup';

/**
 * The self-care part: the top-up journey, the internet offers, package services and cinema
 * page, and the favourite numbers, one lazy part.
 */
export const SelfCareRoutes = routeGroup([...topupRoutes, ...offerRoutes, ...favouriteRoutes]);
