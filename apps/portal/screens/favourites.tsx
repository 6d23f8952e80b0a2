import type { ComponentType } from 'react';
import { screen } from '@features/portal/core';
import { FavouriteFormScreen, FavouriteListScreen } from '@features/portal/favourites';
import { RequireVerified } from '@features/portal/identity';
import { useLocation } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';
import { paths } from '../paths';

/** /favourite-number-view (protected by number). */
export function FavouritesRoute() {
  const navigation = usePortalNavigation();
  return (
    <RequireVerified purpose="favourite" navigation={navigation}>
      <FavouriteListScreen
        navigation={navigation}
        onEdit={(id) =>
          navigation.go({
            kind: 'path',
            path: `${navigation.hrefOf(screen('favouriteAdd'))}?edit=${String(id)}`,
          })
        }
      />
    </RequireVerified>
  );
}

/** /favourite-number-add, ?edit={id} to edit one (protected by number). */
export function FavouriteAddRoute() {
  const navigation = usePortalNavigation();
  const edit = Number(new URLSearchParams(useLocation().search).get('edit'));
  const editId = Number.isInteger(edit) && edit > 0 ? edit : undefined;
  return (
    <RequireVerified purpose="favourite" navigation={navigation}>
      <FavouriteFormScreen key={editId ?? 'add'} editId={editId} navigation={navigation} />
    </RequireVerified>
  );
}

/** The favourite numbers' routes (the self-care part). */
export const favouriteRoutes: [string, ComponentType][] = [
  [paths.favourites, FavouritesRoute],
  [paths.favouriteAdd, FavouriteAddRoute],
];
