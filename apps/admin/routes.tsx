import { AdminHome } from '@features/admin-home';
import { createBrowserRouter, useNavigate } from 'react-router-dom';
import { paths } from './paths';

function HomeRoute() {
  const navigate = useNavigate();
  return <AdminHome onOpenProfile={() => void navigate(paths.profile)} />;
}

/** The admin console's routes. */
export const router = createBrowserRouter([{ path: paths.home, element: <HomeRoute /> }]);
