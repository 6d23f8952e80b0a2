import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRate, isDateText } from './format';
import { labelOf, toneOf, valueLabel } from './vocabulary';

describe('money', () => {
  it.each([
    [128.5, 'MYR', 'MYR 128.50'],
    [1234567.891, 'MYR', 'MYR 1,234,567.89'],
    [0, 'USD', 'USD 0.00'],
    [-128.5, 'MYR', 'MYR -128.50'],
    [12, undefined, '12.00'],
  ])('%s %s reads %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('shows nothing for a missing amount', () => {
    expect(formatMoney(null, 'MYR')).toBe('');
  });
});

describe('rates', () => {
  it.each([
    [4.25, '4.25%'],
    [12.5, '12.5%'],
    [0, '0%'],
    [99, '99%'],
  ])('%s reads %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});

describe('dates', () => {
  it('reads days and timestamps in UTC', () => {
    expect(formatDate('2025-06-01')).toBe('1 Jun 2025');
    expect(formatDate('2025-06-01T05:00:10Z')).toBe('1 Jun 2025, 05:00');
    expect(formatDate('soon')).toBe('soon');
    expect(isDateText('2025-06-01T05:00:10Z')).toBe(true);
    expect(isDateText('2025-06-01')).toBe(true);
    expect(isDateText('PT-20250601-00042')).toBe(false);
  });
});

describe('vocabulary', () => {
  it('labels fields and values as an operator reads them', () => {
    expect(labelOf('product_category_id')).toBe('Product category');
    expect(labelOf('msisdn')).toBe('MSISDN');
    expect(labelOf('next_billing_at')).toBe('Next billing at');
    expect(valueLabel('payment_method', 'bank_transfer')).toBe('Bank transfer');
    expect(valueLabel('payment_method', 'fpx')).toBe('FPX');
    expect(valueLabel('operator_id', 2)).toBe('U Mobile');
    expect(valueLabel('currency', 'MYR')).toBe('MYR');
    expect(valueLabel('condition_operator', '>=')).toBe('>=');
  });

  it('colours statuses by what they mean', () => {
    expect(toneOf('paid')).toBe('success');
    expect(toneOf('failed')).toBe('danger');
    expect(toneOf('pending')).toBe('warning');
    expect(toneOf('draft')).toBe('default');
  });
});
