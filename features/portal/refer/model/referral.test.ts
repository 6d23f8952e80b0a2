import { describe, expect, it, vi } from 'vitest';
import { canShareNatively, referralFromSearch } from './referral';

describe('an incoming referral link (customer-portal §3)', () => {
  it('reads re_token and re_product_id from the query', () => {
    expect(referralFromSearch('?re_token=rf_9KX2QZ&re_product_id=2')).toEqual({
      re_token: 'rf_9KX2QZ',
      re_product_id: '2',
    });
  });

  it('ignores a link without both, or with values beyond the contract', () => {
    expect(referralFromSearch('')).toBeUndefined();
    expect(referralFromSearch('?re_token=rf_9KX2QZ')).toBeUndefined();
    expect(referralFromSearch('?re_product_id=2')).toBeUndefined();
    expect(referralFromSearch(`?re_token=${'a'.repeat(65)}&re_product_id=2`)).toBeUndefined();
    expect(referralFromSearch('?re_token=<script>&re_product_id=2')).toBeUndefined();
  });
});

describe('sharing a card', () => {
  const url = 'https://portal.example/home/1?re_token=rf_1&re_product_id=1';

  it('uses the Web Share API where the browser has it', () => {
    expect(canShareNatively({ share: vi.fn() }, url)).toBe(true);
    expect(canShareNatively({ share: vi.fn(), canShare: () => true }, url)).toBe(true);
  });

  it('falls back to the dialog without it, or when the browser cannot share the link', () => {
    expect(canShareNatively({}, url)).toBe(false);
    expect(canShareNatively({ share: vi.fn(), canShare: () => false }, url)).toBe(false);
  });
});
