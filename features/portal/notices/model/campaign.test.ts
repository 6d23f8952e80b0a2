import { describe, expect, it } from 'vitest';
import { campaignDestination } from './campaign';

describe('the campaign page (customer-portal §2, §9)', () => {
  it('sends Digi to the top-up hub with operator 1 and language 23', () => {
    expect(campaignDestination('dg')).toEqual({
      kind: 'screen',
      screen: 'topupHub',
      param: 'topup',
      query: { op: '1', lang: '23' },
    });
  });

  it('sends U Mobile to the top-up hub with operator 2 and language 12', () => {
    expect(campaignDestination('um')).toMatchObject({ query: { op: '2', lang: '12' } });
  });
});
