import { NotFoundPage } from '@ds';
import { AboutPage, BlankPage } from '@features/admin-home';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

/** /admin/about. */
export function AboutRoute() {
  return <AboutPage version={__APP_VERSION__} />;
}

/** /admin/blank. */
export function BlankRoute() {
  return <BlankPage />;
}

/** Any unmatched path: 'Not Found' with 'Back to Home'. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundPage href={paths.home} onNavigate={(href) => void navigate(href)} />;
}
