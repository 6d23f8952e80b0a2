import { describe, expect, it } from 'vitest';
import { destinationOfTarget, lastSegment } from './destinations';
import { routeOfEntry, type RoutedEntry } from './tileRouting';

const none = { msisdn: undefined };
const known = { msisdn: '60123456789' };
const entry = (type: RoutedEntry['type'], target_page: string | null = null): RoutedEntry => ({
  type,
  target_page,
  external_url: null,
});

describe('home tile and menu routing by type (§4)', () => {
  it.each([
    [entry('mutiple-service', '/multiple-serivce/bangla_barta'), 'multipleService', 'bangla_barta'],
    [entry('multiple-service', '/multiple-serivce/rashifol'), 'multipleService', 'rashifol'],
    [entry('topup', 'topUp'), 'topupHub', 'topup'],
    [entry('internet', 'InternetService'), 'internetOffers', 'internet'],
    [entry('input', 'input-msisdn-page'), 'numberInput', 'input'],
    [entry('package-service', '/package-services/game_zone'), 'packageService', 'game_zone'],
    [entry('games', '/list-services-details/games'), 'listServiceDetails', 'games'],
    [entry('list', '/list-service/caller_tunes'), 'listService', 'caller_tunes'],
  ])('%o goes to %s (%s)', (tile, screen, param) => {
    expect(routeOfEntry(tile, none)).toEqual({ kind: 'screen', screen, param });
  });

  it.each([
    ['refer', 'referFriend'],
    ['transaction', 'userHistory'],
    ['subscription', 'mySubscription'],
    ['favourite', 'favourites'],
  ] as const)('%s asks for the number first, then goes to %s', (type, screen) => {
    expect(routeOfEntry(entry(type), none)).toEqual({
      kind: 'screen',
      screen: 'numberInput',
      param: type,
    });
    expect(routeOfEntry(entry(type), known)).toEqual({ kind: 'screen', screen });
  });

  it('opens the operator popup for an operator tile', () => {
    expect(routeOfEntry(entry('operator'), known)).toEqual({ kind: 'operator-choice' });
  });

  it('sends other tiles to their page: a path, a named route, else the service page', () => {
    expect(routeOfEntry(entry('other', '/cinema-services/details'), none)).toEqual({
      kind: 'path',
      path: '/cinema-services/details',
    });
    expect(routeOfEntry(entry('other', 'support-page'), none)).toEqual({
      kind: 'screen',
      screen: 'support',
    });
    expect(routeOfEntry(entry('other', 'termsAndCondition'), none)).toEqual({
      kind: 'screen',
      screen: 'terms',
    });
    expect(routeOfEntry(entry('other', 'bangla_barta'), none)).toEqual({
      kind: 'screen',
      screen: 'servicePage',
    });
  });

  it('leaves for an external URL first, whatever the type', () => {
    const store = { ...entry('topup', 'topUp'), external_url: 'https://store.digi.com.my/prepaid' };
    expect(routeOfEntry(store, known)).toEqual({
      kind: 'external',
      url: 'https://store.digi.com.my/prepaid',
    });
  });
});

describe('target pages', () => {
  it('reads paths, named routes and nothing else', () => {
    expect(destinationOfTarget('/notice-page')).toEqual({ kind: 'path', path: '/notice-page' });
    expect(destinationOfTarget('mySubscription')).toEqual({
      kind: 'screen',
      screen: 'mySubscription',
    });
    expect(destinationOfTarget('listService', 'religion')).toEqual({
      kind: 'screen',
      screen: 'listService',
      param: 'religion',
    });
    expect(destinationOfTarget('unknown-page')).toBeUndefined();
    expect(destinationOfTarget(null)).toBeUndefined();
  });

  it('takes the service from the end of a path', () => {
    expect(lastSegment('/multiple-serivce/bangla_barta')).toBe('bangla_barta');
    expect(lastSegment('/topup-services/topup?op=1&lang=23')).toBe('topup');
    expect(lastSegment('topUp')).toBeUndefined();
  });
});
