import { describe, expect, it } from 'vitest';
import { categoryLabels, cutToWidth, estimatedWidth, legendPlan, pieGeometry } from './layout';

// The dashboard's cells at the admin home's width: col-md-3, col-md-6, col-md-12.
const narrow = { width: 270, height: 280 };
const half = { width: 560, height: 280 };
const wide = { width: 1240, height: 280 };

const gateways = [
  'iPay88 Online Payment Gateway',
  'Razer Merchant Services (MOLPay)',
  'Touch n Go eWallet',
  'Boost Wallet by Axiata',
  'FPX Online Banking (Direct Debit)',
];
const days = Array.from({ length: 14 }, (_, index) => `2026-11-${String(9 + index)}`);

describe('legendPlan', () => {
  it('keeps an axis chart’s legend above the plot, names whole when they fit', () => {
    const plan = legendPlan(['Revenue', 'Subscribers'], wide, estimatedWidth, 'axes');
    expect(plan).toMatchObject({ show: true, position: 'top', scroll: false });
    expect(plan.textWidth).toBeGreaterThanOrEqual(estimatedWidth('Subscribers'));
    expect(plan.room).toBeLessThan(40);
  });

  it('puts a pie’s legend at the right of a wide cell and under a narrow one', () => {
    expect(legendPlan(gateways, half, estimatedWidth, 'slices').position).toBe('right');
    const under = legendPlan(gateways, narrow, estimatedWidth, 'slices');
    // Five long names in a col-md-3 cell: cut to two a line on three lines, none paged away.
    expect(under).toMatchObject({ position: 'bottom', scroll: false });
    expect(under.room).toBeLessThanOrEqual(3 * 22 + 6);
    expect(under.textWidth).toBeLessThan(narrow.width / 2);
  });

  it('pages only when even short names do not fit on three lines', () => {
    const many = Array.from({ length: 24 }, (_, index) => `Service ${String(index + 1)}`);
    expect(legendPlan(many, narrow, estimatedWidth, 'slices').scroll).toBe(true);
  });

  it('has no legend without names', () => {
    expect(legendPlan([], half, estimatedWidth, 'axes').show).toBe(false);
  });
});

describe('categoryLabels', () => {
  it('writes every label level when each fits its share of the axis', () => {
    expect(categoryLabels(days, 1170, 240, estimatedWidth)).toMatchObject({
      rotate: 0,
      interval: 0,
    });
  });

  it('turns labels in a narrower cell, writing dates whole while there is room below', () => {
    const turned = categoryLabels(days, 490, 234, estimatedWidth);
    expect(turned).toMatchObject({ rotate: 40, interval: 0 });
    expect(turned.width).toBeGreaterThanOrEqual(estimatedWidth('2026-11-22'));
  });

  it('leaves out what would overlap when even turned labels do not fit side by side', () => {
    expect(categoryLabels(days, 200, 200, estimatedWidth).interval).toBe('auto');
  });
});

describe('pieGeometry', () => {
  it('leaves room around the pie for its percentages beside its legend', () => {
    const legend = legendPlan(gateways, half, estimatedWidth, 'slices');
    const pie = pieGeometry(half, legend, estimatedWidth);
    const room = estimatedWidth('100.0%');
    expect(pie.labelsInside).toBe(false);
    // The pie and its labels stay left of the legend and inside the cell.
    expect(pie.center[0] + pie.radius + room).toBeLessThanOrEqual(half.width - legend.room);
    expect(pie.center[0] - pie.radius - room).toBeGreaterThanOrEqual(0);
  });

  it('writes percentages inside the slices when a cell is too small for them around it', () => {
    const tiny = { width: 180, height: 160 };
    const pie = pieGeometry(
      tiny,
      legendPlan(gateways, tiny, estimatedWidth, 'slices'),
      estimatedWidth,
    );
    expect(pie.labelsInside).toBe(true);
  });
});

describe('cutToWidth', () => {
  it('cuts a name to its width with an ellipsis and leaves a short one whole', () => {
    expect(cutToWidth('Authorised retailer counter', 80, estimatedWidth)).toMatch(/^Author.*…$/);
    expect(
      estimatedWidth(cutToWidth('Authorised retailer counter', 80, estimatedWidth)),
    ).toBeLessThanOrEqual(80);
    expect(cutToWidth('Kiosk', 80, estimatedWidth)).toBe('Kiosk');
  });
});
