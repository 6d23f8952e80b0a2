import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

/**
 * One part's screens behind a single lazy entry: the portal's entry then holds one loader per
 * part rather than per route (the home's budget), and the part picks the screen of the address.
 */
export function routeGroup(table: [path: string, Screen: ComponentType][]): ComponentType {
  return function RouteGroup() {
    const { pathname } = useLocation();
    const Screen = table.find(([path]) => matchPath(path, pathname) !== null)?.[1];
    return Screen === undefined ? null : <Screen />;
  };
}
