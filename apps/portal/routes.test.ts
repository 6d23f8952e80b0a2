import { firstVisitHomes } from '@domain/portal-first-visit';
import { generatePath, matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hrefOf, paths } from './paths';
import { portalRouteTable } from './routes';

const routed = portalRouteTable.map(([path]) => path);

/** Whether an address opens one of the portal's routes. */
const opens = (href: string) => routed.some((pattern) => matchPath(pattern, href) !== null);

describe("the portal's routes (customer-portal §2)", () => {
  it('name as first-visit homes the home addresses without an operator, which the server fills', () => {
    expect(firstVisitHomes).toEqual([
      paths.frontHome,
      paths.frontHomeM,
      generatePath(paths.frontHomeOp),
    ]);
  });

  it('build the shell, identity, home and subscription routes, spellings as given', () => {
    expect(routed).toEqual(
      expect.arrayContaining([
        '/',
        '/m',
        '/home/:op?',
        '/operator/:id',
        '/input-msisdn-page/:service',
        '/otp-page/:msisdn?',
        '/subscription-services/:service?',
        '/subscription-services/dial/:service',
        '/list-service/:service',
        '/list-services-details/:service',
        '/multiple-service/details/:service',
        '/multiple-serivce/:service',
        '/service-confirmation-page',
        '/unsub-confirmation-page/:service?',
        '/service-registration',
        '/service-deregistration',
        '/my-subscription',
        '/user-history',
        '/terms-conditions',
        '/about-us',
        '/umobile/:pageType/:type/:service?',
      ]),
    );
  });

  it('build the top-up journey and the favourite numbers', () => {
    expect(routed).toEqual(
      expect.arrayContaining([
        '/topup-services/:service',
        '/topup-services/topup/:type',
        '/topup-services/topup/packages/:type',
        '/topup-services/topup/packages/review/:service',
        '/wallet-select-page/:service',
        '/wallet-confirmation-page/:service',
        '/wallet-submit-page/:reason',
        '/favourite-number-view',
        '/favourite-number-add',
      ]),
    );
    for (const href of [
      hrefOf({ kind: 'screen', screen: 'topupHub' }),
      '/topup-services/topup?op=1&lang=23',
      hrefOf({ kind: 'screen', screen: 'topupNumber', param: 'bd' }),
      hrefOf({ kind: 'screen', screen: 'topupPackages', param: 'other' }),
      hrefOf({ kind: 'screen', screen: 'packageReview', param: 'topup' }),
      hrefOf({ kind: 'screen', screen: 'walletSelect', param: 'topup' }),
      hrefOf({ kind: 'screen', screen: 'walletConfirmation', param: 'topup' }),
      hrefOf({ kind: 'screen', screen: 'walletSubmit', param: 'failure' }),
      hrefOf({ kind: 'screen', screen: 'favourites' }),
      `${hrefOf({ kind: 'screen', screen: 'favouriteAdd' })}?edit=301`,
    ]) {
      expect(opens(href.split('?')[0] ?? href), href).toBe(true);
    }
    // Each kind's number step and its packages are different routes.
    expect(matchPath(paths.topup, '/topup-services/topup/packages/self')).toBeNull();
  });

  it('build the support, refer, notice, game and campaign routes', () => {
    expect(routed).toEqual(
      expect.arrayContaining([
        '/support-page',
        '/ticket-success',
        '/support-history',
        '/refer-friend',
        '/notice-page',
        '/free-services/:id',
        '/campaign',
      ]),
    );
    for (const href of [
      hrefOf({ kind: 'screen', screen: 'support' }),
      hrefOf({ kind: 'screen', screen: 'supportHistory' }),
      hrefOf({ kind: 'screen', screen: 'ticketSuccess' }),
      hrefOf({ kind: 'screen', screen: 'referFriend' }),
      hrefOf({ kind: 'screen', screen: 'notices' }),
      hrefOf({ kind: 'screen', screen: 'freeServices', param: '4' }),
      hrefOf({ kind: 'screen', screen: 'campaign' }),
    ]) {
      expect(opens(href), href).toBe(true);
    }
  });

  it('build the internet offer, package service and cinema routes', () => {
    expect(routed).toEqual(
      expect.arrayContaining([
        '/internet-services/:service',
        '/internet-services/internet/:id',
        '/package-services/:service',
        '/cinema-services/details',
      ]),
    );
    for (const href of [
      hrefOf({ kind: 'screen', screen: 'internetOffers' }),
      hrefOf({ kind: 'screen', screen: 'internetOffer', param: '31' }),
      hrefOf({ kind: 'screen', screen: 'packageService', param: 'game_zone' }),
      hrefOf({ kind: 'screen', screen: 'cinema' }),
    ]) {
      expect(opens(href), href).toBe(true);
    }
    expect(hrefOf({ kind: 'screen', screen: 'internetOffer', param: '31' })).toBe(
      '/internet-services/internet/31',
    );
    expect(hrefOf({ kind: 'screen', screen: 'cinema' })).toBe('/cinema-services/details');
    // An offer's detail is its own route, not the offer list of a service named 'internet'.
    expect(matchPath(paths.internetOffer, '/internet-services/internet')).toBeNull();
  });

  it('carry a destination query, as the campaign top-up links need', () => {
    expect(
      hrefOf({
        kind: 'screen',
        screen: 'topupHub',
        param: 'topup',
        query: { op: '1', lang: '23' },
      }),
    ).toBe('/topup-services/topup?op=1&lang=23');
  });

  it('open the screens the features send visitors to', () => {
    for (const href of [
      hrefOf({ kind: 'screen', screen: 'home', param: '2' }),
      hrefOf({ kind: 'screen', screen: 'numberInput', param: 'subscription' }),
      hrefOf({ kind: 'screen', screen: 'otp', param: '60123456789' }),
      hrefOf({ kind: 'screen', screen: 'servicePage', param: 'bangla_barta' }),
      hrefOf({ kind: 'screen', screen: 'multipleService', param: 'bangla_barta' }),
      hrefOf({ kind: 'screen', screen: 'multipleServiceDetails', param: 'bangla_barta' }),
      hrefOf({ kind: 'screen', screen: 'dialPage', param: 'bangla_barta' }),
      hrefOf({ kind: 'screen', screen: 'listService', param: 'religion' }),
      hrefOf({ kind: 'screen', screen: 'listServiceDetails' }),
      hrefOf({ kind: 'screen', screen: 'confirmation' }),
      hrefOf({ kind: 'screen', screen: 'unsubConfirmation', param: 'bangla_barta' }),
      hrefOf({ kind: 'screen', screen: 'registration' }),
      hrefOf({ kind: 'screen', screen: 'deregistration' }),
      hrefOf({ kind: 'screen', screen: 'mySubscription' }),
      hrefOf({ kind: 'screen', screen: 'userHistory' }),
      hrefOf({ kind: 'screen', screen: 'terms' }),
    ]) {
      expect(opens(href), href).toBe(true);
    }
  });

  it('fill each screen address with its parameter, or the spec default', () => {
    expect(hrefOf({ kind: 'screen', screen: 'topupHub' })).toBe('/topup-services/topup');
    expect(hrefOf({ kind: 'screen', screen: 'internetOffers' })).toBe(
      '/internet-services/internet',
    );
    expect(hrefOf({ kind: 'screen', screen: 'numberInput' })).toBe('/input-msisdn-page/input');
    expect(hrefOf({ kind: 'screen', screen: 'freeServices', param: '5' })).toBe('/free-services/5');
    expect(hrefOf({ kind: 'path', path: '/cinema-services/details' })).toBe(
      '/cinema-services/details',
    );
    expect(hrefOf({ kind: 'external', url: 'https://store.digi.com.my/prepaid' })).toBe(
      'https://store.digi.com.my/prepaid',
    );
    expect(paths.multipleService).toBe('/multiple-serivce/:service');
  });
});
