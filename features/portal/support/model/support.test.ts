import { describe, expect, it } from 'vitest';
import { problemTypeOf, serverStatusOf, ticketOutcome } from './support';

const types = [
  { service: 'topup', name: 'Top-up not received' },
  { service: 'subscription', name: 'Subscription problem' },
];

describe('the support form (customer-portal §4, §5)', () => {
  it('sends the chosen problem type, or the first of the list when none is chosen', () => {
    expect(problemTypeOf('subscription', types)).toBe('subscription');
    expect(problemTypeOf(undefined, types)).toBe('topup');
    expect(problemTypeOf('gone', types)).toBe('topup');
    expect(problemTypeOf(undefined, [])).toBeUndefined();
  });

  it('stores the serial on code 200 and shows the waiting message on 202', () => {
    expect(
      ticketOutcome({ code: 200, message: 'Ticket created', data: 'TKT-251125-00001' }),
    ).toEqual({ kind: 'created', serial: 'TKT-251125-00001' });
    expect(ticketOutcome({ code: 202, message: 'Please wait', data: null })).toEqual({
      kind: 'waiting',
      message: 'Please wait',
    });
  });

  it('names the tabs In Progress, Initiated and Resolved as the server does', () => {
    expect(Object.values(serverStatusOf)).toEqual(['In Progress', 'Initiated', 'Resolved']);
  });
});
