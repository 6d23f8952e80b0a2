import { OperatorChoice } from '@features/portal-home';
import { useNavigate, type RouteObject } from 'react-router-dom';
import { paths } from './paths';

function FrontHomeRoute() {
  const navigate = useNavigate();
  return <OperatorChoice onSelect={(operator) => void navigate(paths.frontHomeOp(operator.id))} />;
}

/** The customer portal's routes. */
export const routes: RouteObject[] = [
  { path: paths.frontHome, element: <FrontHomeRoute /> },
  { path: '/home/:op?', element: <FrontHomeRoute /> },
];
