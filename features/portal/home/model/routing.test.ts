import { describe, expect, it } from 'vitest';
import { bannerDestination, freeServiceDestination } from './routing';

describe('home banners (§4 Banner types)', () => {
  it('leave the site for an external link', () => {
    expect(
      bannerDestination({
        image: '/images/banners/digi-prepaid-live.svg',
        link: 'https://www.digi.com.my/prepaid-plans',
        target_page: null,
        type: 'external-link',
      }),
    ).toEqual({ kind: 'external', url: 'https://www.digi.com.my/prepaid-plans' });
  });

  it('go to their in-app path for an internal link', () => {
    expect(
      bannerDestination({
        image: '/images/banners/raya-topup-bonus-en.svg',
        link: '/topup-services/topup',
        target_page: 'topUp',
        type: 'internal-link',
      }),
    ).toEqual({ kind: 'path', path: '/topup-services/topup' });
  });

  it('fall back to the page their target names, and go nowhere without either', () => {
    expect(
      bannerDestination({ image: 'x', link: null, target_page: 'topUp', type: 'internal-link' }),
    ).toEqual({ kind: 'screen', screen: 'topupHub' });
    expect(
      bannerDestination({ image: 'x', link: null, target_page: null, type: 'external-link' }),
    ).toBeUndefined();
  });
});

describe('free services (§4 Free-service targets)', () => {
  it('leave the site for an external URL', () => {
    expect(
      freeServiceDestination({
        image_link: '/images/free/mydigi-app.svg',
        link: 'https://www.digi.com.my/apps/mydigi',
        target_page_name: null,
        type: 'external-url',
        group_id: null,
      }),
    ).toEqual({ kind: 'external', url: 'https://www.digi.com.my/apps/mydigi' });
  });

  it('open the free service page of their group for games', () => {
    expect(
      freeServiceDestination({
        image_link: '/images/free/cricket-quiz-en.svg',
        link: null,
        target_page_name: 'free-services',
        type: 'free-service-games',
        group_id: 4,
      }),
    ).toEqual({ kind: 'screen', screen: 'freeServices', param: '4' });
  });

  it('open the notice page for a notification', () => {
    expect(
      freeServiceDestination({
        image_link: '/images/free/notice-en.svg',
        link: null,
        target_page_name: 'notice-page',
        type: 'notification',
        group_id: null,
      }),
    ).toEqual({ kind: 'screen', screen: 'notices' });
  });
});
