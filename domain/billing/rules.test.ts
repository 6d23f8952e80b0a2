import { describe, expect, it } from 'vitest';
import * as rules from './rules';

describe('billing rules', () => {
  it('adds up an invoice to the sen, tax per line', () => {
    const totals = rules.invoiceTotals([
      { description: 'Plan', quantity: 3, unit_price: 33.33, tax_rate: 8 },
      { description: 'IDD', product_id: 12, quantity: 7, unit_price: 0.75, tax_rate: 6 },
    ]);
    expect(totals.lines.map((line) => [line.product_id, line.amount])).toEqual([
      [null, 99.99],
      [12, 5.25],
    ]);
    expect(totals).toMatchObject({ subtotal: 105.24, tax_amount: 8.31, total: 113.55 });
  });

  it('numbers an invoice by its year and id', () => {
    expect(rules.invoiceNumber(42, new Date('2026-06-15T01:00:00Z'))).toBe('INV-2026-000042');
  });

  it('moves a transaction to its event status and completes it once, on a final one', () => {
    const open = { completed_at: null };
    expect(rules.transactionAfterEvent(open, { status_to: 'pending', occurred_at: 'A' })).toEqual({
      status: 'pending',
      completed_at: null,
    });
    expect(rules.transactionAfterEvent(open, { status_to: 'success', occurred_at: 'A' })).toEqual({
      status: 'success',
      completed_at: 'A',
    });
    expect(
      rules.transactionAfterEvent(
        { completed_at: 'A' },
        { status_to: 'refunded', occurred_at: 'B' },
      ),
    ).toEqual({ status: 'refunded', completed_at: 'A' });
  });

  it("replaces only the same customer's other defaults, and only by a default", () => {
    const methods = [
      { id: 1, customer_id: 7, is_default: true },
      { id: 2, customer_id: 7, is_default: false },
      { id: 3, customer_id: 8, is_default: true },
      { id: 4, customer_id: 7, is_default: true },
    ];
    expect(rules.replacedDefaults({ id: 4, customer_id: 7, is_default: true }, methods)).toEqual([
      methods[0],
    ]);
    expect(rules.replacedDefaults({ id: 2, customer_id: 7, is_default: false }, methods)).toEqual(
      [],
    );
  });

  it('names a commission config by plan, condition and what it pays', () => {
    const config = {
      commission_plan_id: 3,
      condition_operator: 'in' as const,
      condition_value: 'retail,agent',
      rate: 4.25,
      flat_amount: null,
    };
    expect(
      rules.commissionConfigLabel({
        planCode: 'RETAIL-RELOAD-25',
        conditionKey: 'sales_channel',
        config,
      }),
    ).toBe('RETAIL-RELOAD-25: sales_channel in retail,agent (4.25%)');
    expect(
      rules.commissionConfigLabel({
        planCode: undefined,
        conditionKey: undefined,
        config: { ...config, rate: 0, flat_amount: 2 },
      }),
    ).toBe('Plan 3: condition in retail,agent (RM 2.00)');
  });
});
