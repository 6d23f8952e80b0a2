import {
  cell,
  cellChart,
  designGraphTypes,
  type ChartData,
  type ResultRow,
} from '@domain/report-builder';
import { describe, expect, it } from 'vitest';
import {
  bubbleDiameter,
  chartOption,
  chartSummary,
  defaultPalette,
  gaugeColors,
  gaugeStops,
} from './model';

const look = { animated: false, fontFamily: 'Noto Sans' };

const rows: ResultRow[] = [
  { operator: 'Digi', topups: 2100, revenue: 48250.5, started: '2025-05-01', ended: '2025-05-09' },
  {
    operator: 'U Mobile',
    topups: 1800,
    revenue: 31120,
    started: '2025-05-03',
    ended: '2025-05-04',
  },
];

const chartOf = (graphType: (typeof designGraphTypes)[number]) =>
  cellChart(
    cell('Revenue', 'graph', 'col-md-6', 1, {
      graph_type: graphType,
      label_column: 'operator',
      data_column:
        graphType === 'Timeline'
          ? 'started,ended'
          : graphType === 'BubbleChart'
            ? 'topups,revenue,topups'
            : 'topups,revenue',
      column: graphType === 'GaugeChart' ? 'topups' : null,
    }),
    { rows },
  );

/** The series' types of an option. */
const seriesTypes = (data: ChartData) => {
  const { series } = chartOption(data, look);
  return (Array.isArray(series) ? series : [series]).map((item) => item?.type);
};

describe('chartOption', () => {
  it('draws each of the 14 graph types with its own series', () => {
    expect(
      Object.fromEntries(designGraphTypes.map((type) => [type, seriesTypes(chartOf(type))])),
    ).toEqual({
      Pie: ['pie'],
      DonutChart: ['pie'],
      PolarChart: ['pie'],
      RadarChart: ['radar'],
      Line: ['line', 'line'],
      Area: ['line', 'line'],
      Bar: ['bar', 'bar'],
      Column: ['bar', 'bar'],
      ScatterChart: ['scatter', 'scatter'],
      BubbleChart: ['scatter'],
      ComboChart: ['bar', 'line'],
      SteppedAreaChart: ['line', 'line'],
      Timeline: ['custom'],
      GaugeChart: ['gauge'],
    });
  });

  it('turns animation off on request and applies the colour scheme, else the palette', () => {
    const plain = chartOption(chartOf('Pie'), look);
    expect(plain).toMatchObject({ animation: false, color: defaultPalette });
    const coloured = chartOption(
      { ...chartOf('Pie'), colors: ['#111111'] },
      { ...look, animated: true },
    );
    expect(coloured).toMatchObject({ animation: true, color: ['#111111'] });
  });

  it('draws a chart whole at once and moves only a change of its data into place', () => {
    const animated = chartOption(chartOf('Bar'), { ...look, animated: true });
    expect(animated).toMatchObject({ animationDuration: 0, animationDurationUpdate: 300 });
  });

  it('tells the pie, donut and polar area charts apart by their radius', () => {
    const pieOf = (type: 'Pie' | 'DonutChart' | 'PolarChart') => {
      const { series } = chartOption(chartOf(type), look);
      return Array.isArray(series) ? series[0] : series;
    };
    // The radius (in pixels) follows the box the chart is laid out for; the shapes differ by
    // their hole and the rose's radii.
    const pie = pieOf('Pie');
    const outer = pie?.type === 'pie' ? Number(pie.radius) : Number.NaN;
    expect(outer).toBeGreaterThan(0);
    expect(pieOf('DonutChart')).toMatchObject({
      radius: [Math.round(outer * 0.6), outer],
    });
    expect(pieOf('PolarChart')).toMatchObject({
      radius: [Math.round(outer * 0.2), outer],
      roseType: 'area',
    });
  });

  it('lays a chart out for its cell: a narrow pie’s legend under it, a wide one’s at its right', () => {
    const legendOf = (width: number) =>
      chartOption(chartOf('Pie'), look, { width, height: 280 }).legend;
    expect(legendOf(270)).toMatchObject({ orient: 'horizontal', bottom: 0 });
    expect(legendOf(1240)).toMatchObject({ orient: 'vertical', right: 8 });
  });

  it('keeps axis labels inside the plot’s box and the legend clear of them', () => {
    const option = chartOption(chartOf('Column'), look, { width: 270, height: 280 });
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'all' });
    expect(option.legend).toMatchObject({ top: 0 });
  });

  it('lays bars across and columns up', () => {
    expect(chartOption(chartOf('Bar'), look)).toMatchObject({
      xAxis: { type: 'value' },
      yAxis: { type: 'category', data: ['Digi', 'U Mobile'], inverse: true },
    });
    expect(chartOption(chartOf('Column'), look)).toMatchObject({
      xAxis: { type: 'category' },
      yAxis: { type: 'value' },
    });
  });

  it('puts the combo chart’s line on its own scale', () => {
    const option = chartOption(chartOf('ComboChart'), look);
    expect(option.yAxis).toHaveLength(2);
    expect(option.series).toMatchObject([
      { type: 'bar', name: 'Topups' },
      { type: 'line', name: 'Revenue', yAxisIndex: 1 },
    ]);
  });

  it('steps the stepped area chart and fills the area charts', () => {
    expect(chartOption(chartOf('SteppedAreaChart'), look).series).toMatchObject([
      { step: 'end', areaStyle: { opacity: 0.25 } },
      { step: 'end' },
    ]);
    expect(chartOption(chartOf('Area'), look).series).toMatchObject([{ areaStyle: {} }, {}]);
  });

  it('puts a scatter chart on a value axis when its labels are numbers', () => {
    const numeric: ChartData = {
      kind: 'categories',
      type: 'ScatterChart',
      labels: ['1', '2.5'],
      series: [{ name: 'Y', values: [3, 4] }],
      colors: [],
    };
    expect(chartOption(numeric, look)).toMatchObject({
      xAxis: { type: 'value' },
      series: [
        {
          data: [
            [1, 3],
            [2.5, 4],
          ],
        },
      ],
    });
    expect(chartOption(chartOf('ScatterChart'), look)).toMatchObject({
      xAxis: { type: 'category' },
    });
  });

  it('draws the timeline as ranges in lanes on a time axis', () => {
    expect(chartOption(chartOf('Timeline'), look)).toMatchObject({
      xAxis: { type: 'time' },
      yAxis: { type: 'category', data: ['Digi', 'U Mobile'] },
      series: [
        {
          type: 'custom',
          encode: { x: [1, 2], y: 0 },
          data: [
            { name: 'Digi', value: [0, Date.UTC(2025, 4, 1), Date.UTC(2025, 4, 9)] },
            { name: 'U Mobile', value: [1, Date.UTC(2025, 4, 3), Date.UTC(2025, 4, 4)] },
          ],
        },
      ],
    });
  });

  it('colours the gauge dial with its yellow and red bands', () => {
    expect(chartOption(chartOf('GaugeChart'), look).series).toMatchObject([
      {
        type: 'gauge',
        min: 0,
        max: 2100,
        data: [{ name: 'Revenue', value: 2100 }],
      },
    ]);
  });
});

describe('gaugeStops', () => {
  it('paints the track, then yellow 70–80 and red 80–100', () => {
    expect(
      gaugeStops(
        [
          { from: 70, to: 80, tone: 'yellow' },
          { from: 80, to: 100, tone: 'red' },
        ],
        100,
      ),
    ).toEqual([
      [0.7, gaugeColors.track],
      [0.8, gaugeColors.yellow],
      [1, gaugeColors.red],
    ]);
  });

  it('leaves gaps as track, clips bands to the dial and ignores empty or overlapped ones', () => {
    expect(
      gaugeStops(
        [
          { from: 150, to: 120, tone: 'red' },
          { from: 20, to: 40, tone: 'yellow' },
          { from: 30, to: 260, tone: 'red' },
        ],
        200,
      ),
    ).toEqual([
      [0.1, gaugeColors.track],
      [0.2, gaugeColors.yellow],
      [1, gaugeColors.red],
    ]);
  });
});

describe('bubbleDiameter', () => {
  it('scales by area between 10 and 48 pixels', () => {
    expect(bubbleDiameter(100, 100)).toBe(48);
    expect(bubbleDiameter(25, 100)).toBe(29);
    expect(bubbleDiameter(0, 100)).toBe(10);
    expect(bubbleDiameter(null, 100)).toBe(16);
  });
});

describe('chartSummary', () => {
  it('says what a category chart shows', () => {
    expect(chartSummary(chartOf('Column'), 'Revenue')).toBe(
      'Column chart, Revenue: Topups: Digi 2,100; U Mobile 1,800; Revenue: Digi 48,250.5; U Mobile 31,120.',
    );
  });

  it('says where the gauge points and its bands', () => {
    const gauge = cellChart(
      cell('Collection rate', 'graph', 'col-md-4', 1, {
        graph_type: 'GaugeChart',
        column: 'rate',
      }),
      { rows: [{ rate: 87.4 }] },
    );
    expect(chartSummary(gauge, 'Collection rate')).toBe(
      'Gauge, Collection rate: Collection rate 87.4 of 100 (yellow from 70 to 80, red from 80 to 100).',
    );
  });

  it('lists ranges and bubbles', () => {
    expect(chartSummary(chartOf('Timeline'), '')).toBe(
      'Timeline: Digi from 2025-05-01 to 2025-05-09; U Mobile from 2025-05-03 to 2025-05-04.',
    );
    expect(chartSummary(chartOf('BubbleChart'), 'Mix')).toBe(
      'Bubble chart, Mix: Digi at 2,100, 48,250.5, size 2,100; U Mobile at 1,800, 31,120, size 1,800.',
    );
  });
});
