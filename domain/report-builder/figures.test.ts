import { describe, expect, it } from 'vitest';
import { aggregateOf, combinedFigure, numberOf } from './figures';

const perOperator = [
  { operator: 'Digi', total: 48250.5, topups: 2100, biggest: 100, smallest: 5, last: '2025-05-30' },
  {
    operator: 'U Mobile',
    total: '31120.25',
    topups: 1800,
    biggest: 100,
    smallest: 10,
    last: '2025-05-31',
  },
  { operator: 'Maxis', total: null, topups: 40, biggest: 50, smallest: 2, last: '2025-05-29' },
];

describe('a card’s or a gauge’s figure', () => {
  it('shows a single row’s value, whatever its aggregate', () => {
    expect(combinedFigure([{ rate: 87.4 }], 'rate')).toBe(87.4);
    expect(combinedFigure([{ rate: 87.4 }], 'rate', 'SUM')).toBe(87.4);
    expect(combinedFigure([{ rate: null }], 'rate', 'MAX')).toBeNull();
  });

  it('adds up sums and counts of several rows', () => {
    expect(combinedFigure(perOperator, 'total', 'SUM')).toBe(79370.75);
    expect(combinedFigure(perOperator, 'topups', 'COUNT')).toBe(3940);
  });

  it('takes the largest maximum and the smallest minimum, never their sum', () => {
    expect(combinedFigure(perOperator, 'biggest', 'MAX')).toBe(100);
    expect(combinedFigure(perOperator, 'smallest', 'MIN')).toBe(2);
    // Dates and other text compare as text.
    expect(combinedFigure(perOperator, 'last', 'MAX')).toBe('2025-05-31');
    expect(combinedFigure(perOperator, 'last', 'MIN')).toBe('2025-05-29');
  });

  it('shows the first row of a column the report does not aggregate', () => {
    expect(combinedFigure(perOperator, 'biggest')).toBe(100);
    expect(combinedFigure(perOperator, 'operator')).toBe('Digi');
    expect(combinedFigure([], 'total', 'SUM')).toBeNull();
    expect(combinedFigure(perOperator, 'missing', 'SUM')).toBeNull();
  });

  it('finds a column’s aggregate among the result’s columns', () => {
    const columns = [{ name: 'operator' }, { name: 'total', aggregate: 'SUM' as const }];
    expect(aggregateOf(columns, 'total')).toBe('SUM');
    expect(aggregateOf(columns, 'operator')).toBeUndefined();
    expect(aggregateOf(undefined, 'total')).toBeUndefined();
  });

  it('reads numeric text as a number', () => {
    expect(numberOf('31120.25')).toBe(31120.25);
    expect(numberOf(' ')).toBeNull();
    expect(numberOf('Digi')).toBeNull();
  });
});
