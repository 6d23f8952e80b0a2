import type { Schema } from '@api';
import { destinationOfTarget, screen, type PortalDestination } from '@features/portal/core';

/**
 * Where a home banner leads (§4 Banner types): an external link leaves the site; an internal
 * link goes to its in-app path (or, without one, to the page its target names).
 */
export function bannerDestination(banner: Schema<'Banner'>): PortalDestination | undefined {
  const link = banner.link ?? undefined;
  if (banner.type === 'external-link') {
    return link === undefined || link === '' ? undefined : { kind: 'external', url: link };
  }
  if (link !== undefined && link.startsWith('/')) return { kind: 'path', path: link };
  return destinationOfTarget(banner.target_page);
}

/**
 * Where a free-service item leads (§4 Free-service targets): an external URL leaves the site;
 * free-service games go to the free service page of their group; a notification goes to the
 * notice page.
 */
export function freeServiceDestination(
  item: Schema<'FreeServiceItem'>,
): PortalDestination | undefined {
  switch (item.type) {
    case 'external-url':
      return item.link === null || item.link === ''
        ? undefined
        : { kind: 'external', url: item.link };
    case 'free-service-games':
      return item.group_id === null || item.group_id === undefined
        ? undefined
        : screen('freeServices', String(item.group_id));
    case 'notification':
      return screen('notices');
  }
}
