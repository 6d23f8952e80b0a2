import { OperatorPage } from '@features/portal/home';
import { PortalNotFound } from '@features/portal/shell';
import { useParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';

// Pages few visits open, a part of their own: the operator placeholder and the 404 page.

/** Any other address: the portal's 404 page. */
export function NotFoundRoute() {
  return <PortalNotFound navigation={usePortalNavigation()} />;
}

/** /operator/:id: the placeholder page. */
export function OperatorRoute() {
  const { id } = useParams();
  return <OperatorPage operatorId={Number(id)} />;
}
