import { describe, expect, it } from 'vitest';
import { backAfterRegistration, isSubscribed, packageChoiceOf, rmOf, sectionListOf } from './flow';

describe('the subscription flows (§4)', () => {
  it('reads status 0 as subscribed and any other value as not', () => {
    expect(isSubscribed(0)).toBe(true);
    expect(isSubscribed(1)).toBe(false);
    expect(isSubscribed(2)).toBe(false);
    expect(isSubscribed(undefined)).toBe(false);
  });

  it('goes back after a registration by the type the visitor came by; cinema to its page', () => {
    expect(backAfterRegistration('cinema', 'other')).toEqual({ kind: 'screen', screen: 'cinema' });
    expect(backAfterRegistration('ludo', 'games')).toEqual({
      kind: 'screen',
      screen: 'listServiceDetails',
      param: 'games',
    });
    expect(backAfterRegistration('game_zone', 'package-service')).toEqual({
      kind: 'screen',
      screen: 'packageService',
      param: 'game_zone',
    });
    expect(backAfterRegistration('bangla_barta', 'mutiple-service')).toEqual({
      kind: 'screen',
      screen: 'servicePage',
      param: 'bangla_barta',
    });
    expect(backAfterRegistration('rashifol', undefined)).toEqual({
      kind: 'screen',
      screen: 'servicePage',
      param: 'rashifol',
    });
  });

  it('sends the package chosen on a service’s package page with that service only', () => {
    const chosen = { packageName: 'game_zone', packageId: 2 };
    expect(packageChoiceOf(chosen, 'game_zone')).toEqual({ productId: 2 });
    expect(packageChoiceOf(chosen, 'bangla_barta')).toEqual({});
    expect(packageChoiceOf({ packageName: 'game_zone' }, 'game_zone')).toEqual({});
  });

  it('lists caller tunes, religion and games from their own calls', () => {
    expect(sectionListOf('caller_tunes')).toBe('/content/caller-tune-page');
    expect(sectionListOf('caller-tunes')).toBe('/content/caller-tune-page');
    expect(sectionListOf('religion')).toBe('/content/religion-page-content');
    expect(sectionListOf('games')).toBe('/content/games-page');
  });

  it('writes prices in RM with two decimals', () => {
    expect(rmOf(3)).toBe('RM 3.00');
    expect(rmOf(0.5)).toBe('RM 0.50');
  });
});
