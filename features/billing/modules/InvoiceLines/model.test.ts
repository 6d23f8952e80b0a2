import { describe, expect, it } from 'vitest';
import { blankLine, draftTotals, lineErrors, linesOf } from './model';

describe('invoice lines', () => {
  it("reads a loaded invoice's lines, dropping the server's amounts", () => {
    expect(
      linesOf([
        {
          description: 'Postpaid 98',
          product_id: 12,
          quantity: 1,
          unit_price: 98,
          amount: 98,
          tax_rate: 8,
        },
      ]),
    ).toEqual([
      { description: 'Postpaid 98', product_id: 12, quantity: 1, unit_price: 98, tax_rate: 8 },
    ]);
    expect(linesOf(undefined)).toEqual([]);
  });

  it('names each broken cell as the server does (lines.N.field)', () => {
    expect(
      lineErrors([
        { ...blankLine(), description: ' ', quantity: 0, unit_price: 1.999, tax_rate: 99.999 },
        { ...blankLine(), description: 'Roaming pass', unit_price: 10 },
      ]),
    ).toEqual({
      'lines.0.description': ['The description field is required.'],
      'lines.0.quantity': ['The quantity must be greater than 0.'],
      'lines.0.unit_price': [
        'The unit price must be an amount of at least 0 with at most 2 decimals.',
      ],
      'lines.0.tax_rate': ['The tax rate may have at most 2 decimal places.'],
    });
  });

  it('adds up amounts, tax and total as the server will', () => {
    const totals = draftTotals([
      { description: 'Plan', product_id: null, quantity: 1, unit_price: 98, tax_rate: 8 },
      { description: 'Roaming', product_id: null, quantity: 2, unit_price: 15.5, tax_rate: 8 },
    ]);
    expect(totals).toMatchObject({ subtotal: 129, tax_amount: 10.32, total: 139.32 });
    expect(totals.lines.map((line) => line.amount)).toEqual([98, 31]);
  });
});
