import { screen } from '@features/portal-core';
import { FavouriteFormScreen, FavouriteListScreen } from '@features/portal-favourites';
import { RequireVerified } from '@features/portal-identity';
import { useSearchParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';
import { paths } from '../paths';
import { routeGroup } from './routeGroup';

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
  const edit = Number(useSearchParams()[0].get('edit'));
  const editId = Number.isInteger(edit) && edit > 0 ? edit : undefined;
  return (
    <RequireVerified purpose="favourite" navigation={navigation}>
      <FavouriteFormScreen key={editId ?? 'add'} editId={editId} navigation={navigation} />
    </RequireVerified>
  );
}

/** The favourite numbers' routes, one lazy part. */
export const FavouriteRoutes = routeGroup([
  [paths.favourites, FavouritesRoute],
  [paths.favouriteAdd, FavouriteAddRoute],
]);
