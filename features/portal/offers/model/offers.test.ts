import { describe, expect, it } from 'vitest';
import { displayNameOf, offerIdOf, rmOf, telHref, validityOf } from './offers';

const english = { day: '{n} day', days: '{n} days' };

describe('the offer, package and cinema pages', () => {
  it('cut a package service’s name at the first underscore only', () => {
    expect(displayNameOf('game_zone')).toBe('game');
    expect(displayNameOf('bangla_barta_daily')).toBe('bangla');
    expect(displayNameOf('cinema')).toBe('cinema');
    // A name that starts with an underscore has nothing before it to show.
    expect(displayNameOf('_zone')).toBe('_zone');
  });

  it('dial a code through a tel: link whose # is encoded', () => {
    expect(telHref('*128*31#')).toBe('tel:*128*31%23');
    expect(telHref(' *118*77# ')).toBe('tel:*118*77%23');
    expect(telHref('+60123456789')).toBe('tel:+60123456789');
    expect(telHref('15 888')).toBe('tel:15%20888');
  });

  it('write prices in RM, keeping a price text the server wrote', () => {
    expect(rmOf(0.5)).toBe('RM 0.50');
    expect(rmOf(10)).toBe('RM 10.00');
    expect(rmOf('RM 30.00')).toBe('RM 30.00');
    expect(rmOf('15.00')).toBe('RM 15.00');
  });

  it('write a validity in days, in the language’s words and digits', () => {
    expect(validityOf(1, english, 'en')).toBe('1 day');
    expect(validityOf(30, english, 'en')).toBe('30 days');
    expect(validityOf(7, { day: '{n} hari', days: '{n} hari' }, 'ms')).toBe('7 hari');
    expect(validityOf(30, { day: '{n} দিন', days: '{n} দিন' }, 'bn')).toBe('৩০ দিন');
    expect(validityOf(1000, english, 'en')).toBe('1000 days');
  });

  it('read an offer id from the address, and nothing that is not one', () => {
    expect(offerIdOf('31')).toBe(31);
    expect(offerIdOf('0')).toBeUndefined();
    expect(offerIdOf('-3')).toBeUndefined();
    expect(offerIdOf('3.5')).toBeUndefined();
    expect(offerIdOf('abc')).toBeUndefined();
    expect(offerIdOf(undefined)).toBeUndefined();
    expect(offerIdOf('99999999999999999999')).toBeUndefined();
  });
});
