import { NotFoundPage } from '@ds';
import { AboutPage, BlankPage } from '@features/admin/home';
import { paths } from '../paths';

/** /admin/about. */
export function AboutRoute() {
  return <AboutPage version={__APP_VERSION__} />;
}

/** /admin/blank. */
export function BlankRoute() {
  return <BlankPage />;
}

/** Any unmatched path: 'Not Found' with 'Back to Home' to the site's root (admin §2.2). */
export function NotFoundRoute() {
  // The root is outside the console's routes, so the link loads it rather than routing to it.
  return <NotFoundPage href={paths.siteHome} />;
}
