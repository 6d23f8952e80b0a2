import { describe, expect, it } from 'vitest';
import { firstVisitRequests, requestAddress } from './requests';

describe('first-visit requests', () => {
  const visitor = { operatorId: 2, languageId: 3 };
  const address = (name: keyof typeof firstVisitRequests) => {
    const request = firstVisitRequests[name];
    return requestAddress(request.path, request.init(visitor));
  };

  it('fills in path parameters and writes the query', () => {
    expect(address('banners')).toBe('/get-banner?operatorId=2&languageId=3');
    expect(address('languages')).toBe('/get-language/2');
    expect(address('menu')).toBe('/get-menu/2/3');
    expect(address('operators')).toBe('/get-operator');
  });

  it('sends the number with the free services only once it is known', () => {
    expect(firstVisitRequests.free.init(visitor)).toEqual({ body: visitor });
    expect(firstVisitRequests.free.init({ ...visitor, msisdn: '60123456789' }).body).toEqual({
      ...visitor,
      msisdn: '60123456789',
    });
  });
});
