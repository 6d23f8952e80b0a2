import { screen, useJourney, useTexts, type PortalNavigation } from '@features/portal/core';
import { NotFoundPage } from '@ds';

export interface PortalNotFoundProps {
  /** How the page's link moves the visitor home. */
  navigation: PortalNavigation;
}

/** A portal address that leads nowhere: the 404 page with a way home. */
export function PortalNotFound({ navigation }: PortalNotFoundProps) {
  const texts = useTexts();
  const home = screen('home');
  useJourney({ pageID: 'NOT_FOUND' });
  return (
    <NotFoundPage
      title={texts.notFoundTitle}
      description={texts.notFoundText}
      linkText={texts.backHome}
      href={navigation.hrefOf(home)}
      onNavigate={() => navigation.go(home)}
    />
  );
}
