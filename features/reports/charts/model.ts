import {
  columnLabel,
  graphTypeLabels,
  type ChartData,
  type GaugeBand,
} from '@domain/report-builder';
import type {
  BarSeriesOption,
  CustomSeriesOption,
  GaugeSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  RadarComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { CustomSeriesRenderItem } from 'echarts';
import type { ComposeOption } from 'echarts/core';
import {
  categoryLabels,
  cutToWidth,
  estimatedWidth,
  legendPlan,
  pieGeometry,
  sideLabelWidth,
  type ChartBox,
  type LegendPlan,
  type Measure,
} from './layout';

// ECharts options of the 14 dashboard graph types, built without ECharts itself: the types are
// erased, so this module stays out of the chart's lazily loaded part and is tested without a DOM.

/** An ECharts option of the charts and components the dashboards register. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | CustomSeriesOption
  | GaugeSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | RadarComponentOption
  | TooltipComponentOption
>;

/** The colours of a chart whose cell names none (the console's report colours). */
export const defaultPalette = [
  '#3C8DBC',
  '#F39C12',
  '#00A65A',
  '#DD4B39',
  '#605CA8',
  '#00C0EF',
  '#D81B60',
  '#39CCCC',
];

/** The gauge's band colours and the dial's own. */
export const gaugeColors: Record<GaugeBand['tone'] | 'track', string> = {
  yellow: '#F39C12',
  red: '#DD4B39',
  track: '#D5DBE6',
};

/** How a chart is drawn. */
export interface ChartLook {
  /** Animates the first drawing and updates; off for stable pictures. */
  animated: boolean;
  /** The text font (the console's). */
  fontFamily: string;
  /** Measures a label at the charts' font size; an estimate when not given. */
  measure?: Measure;
}

/** The box a chart is laid out for when its own is not known yet (a dashboard's half row). */
export const defaultBox: ChartBox = { width: 560, height: 280 };

const textColor = '#1C2433';
const mutedColor = '#55627A';
const lineColor = '#C9D1DE';

const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A number as the dashboards write it: thousands separated, at most two decimals. */
export const formatNumber = (value: number) => numberFormat.format(value);

/** A legend as planned for its box: names cut to their room, whole in its tooltip. */
const legendOf = (plan: LegendPlan, box: ChartBox): LegendComponentOption => ({
  show: plan.show,
  type: plan.scroll ? 'scroll' : 'plain',
  orient: plan.position === 'right' ? 'vertical' : 'horizontal',
  ...(plan.position === 'right'
    ? { right: 8, top: 'middle' }
    : { [plan.position]: 0, left: 'center', width: box.width - 16 }),
  itemWidth: 18,
  itemHeight: 10,
  itemGap: 10,
  pageIconSize: 10,
  textStyle: { color: textColor, width: plan.textWidth, overflow: 'truncate' },
  tooltip: { show: true },
});

const valueAxis = (name?: string) => ({
  type: 'value' as const,
  name,
  nameTextStyle: { color: mutedColor },
  axisLabel: { color: mutedColor, hideOverlap: true },
  splitLine: { lineStyle: { color: lineColor, type: 'dashed' as const } },
});

/**
 * A category axis whose labels fit the cell: level when they fit their share of the axis,
 * else turned and cut to the room below the plot, the whole name in a tooltip on hover.
 */
const categoryAxis = (
  labels: string[],
  written: { rotate: number; interval: 0 | 'auto'; width: number },
) => ({
  type: 'category' as const,
  data: labels,
  axisLabel: {
    color: mutedColor,
    hideOverlap: true,
    rotate: written.rotate,
    interval: written.interval,
    width: written.width,
    overflow: 'truncate' as const,
  },
  axisTick: { alignWithLabel: true },
  axisLine: { lineStyle: { color: lineColor } },
  // Its labels tell the chart when the pointer is over one (their whole text goes in a tooltip).
  triggerEvent: true,
});

/** The plot's edges: axis labels and names are kept inside them (ECharts 6 outer bounds). */
const gridOf = (top: number) => ({
  left: 8,
  right: 16,
  top,
  bottom: 8,
  outerBoundsMode: 'same' as const,
  outerBoundsContain: 'all' as const,
});

/** Gauge dial colour stops (ECharts' [end fraction, colour] list) from its bands. */
export function gaugeStops(bands: readonly GaugeBand[], max: number): [number, string][] {
  const stops: [number, string][] = [];
  let at = 0;
  const sorted = [...bands]
    .map((band) => ({ ...band, from: Math.max(0, band.from), to: Math.min(max, band.to) }))
    .filter((band) => band.to > band.from)
    .sort((a, b) => a.from - b.from);
  for (const band of sorted) {
    const from = Math.max(at, band.from);
    if (band.to <= from) continue;
    if (from > at) stops.push([from / max, gaugeColors.track]);
    stops.push([band.to / max, gaugeColors[band.tone]]);
    at = band.to;
  }
  if (at < max) stops.push([1, gaugeColors.track]);
  return stops;
}

/** A bubble's drawn diameter: its size's square root, scaled between 10 and 48 pixels. */
export function bubbleDiameter(size: number | null, largest: number): number {
  if (size === null || largest <= 0) return 16;
  return 10 + 38 * Math.sqrt(Math.max(0, size) / largest);
}

/** Draws one timeline range: a bar from its start to its end in its lane. */
const timelineBar: CustomSeriesRenderItem = (_params, api) => {
  const lane = Number(api.value(0));
  const [x0 = 0, y = 0] = api.coord([api.value(1), lane]);
  const [x1 = 0] = api.coord([api.value(2), lane]);
  const size = api.size?.([0, 1]);
  const laneHeight = Array.isArray(size) ? (size[1] ?? 20) : 20;
  const height = laneHeight * 0.6;
  return {
    type: 'rect',
    shape: { x: x0, y: y - height / 2, width: Math.max(2, x1 - x0), height, r: 3 },
    style: { fill: api.visual('color') },
  };
};

/** The ECharts option of a chart's data, laid out for the box it is drawn in. */
export function chartOption(
  data: ChartData,
  look: ChartLook,
  box: ChartBox = defaultBox,
): ChartOption {
  const measure = look.measure ?? estimatedWidth;
  const palette = data.colors.length > 0 ? data.colors : defaultPalette;
  const base: ChartOption = {
    animation: look.animated,
    // A dashboard draws many charts at once: they appear whole, with no entrance to wait for
    // (every frame of one redraws all their SVG); a change of data still moves into place.
    animationDuration: 0,
    animationDurationUpdate: 300,
    color: palette,
    textStyle: { fontFamily: look.fontFamily, color: textColor },
    tooltip: { trigger: 'item', confine: true },
  };

  switch (data.kind) {
    case 'gauge': {
      // The dial's figures follow its size, so a narrow cell's dial stays readable.
      const size = Math.min(box.width, box.height);
      const small = size < 240;
      return {
        ...base,
        series: [
          {
            type: 'gauge',
            min: 0,
            max: data.max,
            radius: '90%',
            center: ['50%', '58%'],
            axisLine: {
              lineStyle: { width: small ? 12 : 16, color: gaugeStops(data.bands, data.max) },
            },
            axisTick: { distance: small ? -12 : -16, length: 6, lineStyle: { color: '#FFFFFF' } },
            splitLine: {
              distance: small ? -12 : -16,
              length: small ? 12 : 16,
              lineStyle: { color: '#FFFFFF', width: 2 },
            },
            axisLabel: { distance: small ? 16 : 22, color: mutedColor, fontSize: small ? 9 : 11 },
            pointer: { width: small ? 4 : 5, itemStyle: { color: textColor } },
            anchor: { show: true, size: small ? 8 : 10, itemStyle: { color: textColor } },
            title: {
              offsetCenter: [0, '72%'],
              color: mutedColor,
              fontSize: small ? 11 : 12,
              width: box.width * 0.8,
              overflow: 'truncate',
            },
            detail: {
              offsetCenter: [0, '42%'],
              fontSize: Math.round(Math.min(24, Math.max(15, size / 11))),
              fontWeight: 'bold',
              color: textColor,
              formatter: (value: number) => formatNumber(value),
            },
            data: [{ name: data.name, value: data.value ?? 0 }],
          },
        ],
      };
    }
    case 'bubbles': {
      const largest = Math.max(0, ...data.bubbles.map((bubble) => bubble.size ?? 0));
      const [xName, yName] = data.axes;
      const bubbles: ScatterSeriesOption = {
        type: 'scatter',
        colorBy: 'data',
        data: data.bubbles.map((bubble) => ({
          name: bubble.name,
          value: [bubble.x, bubble.y, bubble.size ?? 0],
          symbolSize: bubbleDiameter(bubble.size, largest),
        })),
        itemStyle: { opacity: 0.75 },
        label: { show: true, formatter: '{b}', color: textColor, fontSize: 11 },
        labelLayout: { hideOverlap: true },
      };
      return {
        ...base,
        grid: gridOf(28),
        xAxis: {
          ...valueAxis(columnLabel(xName)),
          nameLocation: 'middle',
          nameGap: 24,
          scale: true,
        },
        yAxis: { ...valueAxis(columnLabel(yName)), scale: true },
        series: [bubbles],
      };
    }
    case 'ranges': {
      const lanes = [...new Set(data.ranges.map((range) => range.lane))];
      return {
        ...base,
        grid: gridOf(8),
        xAxis: data.time
          ? {
              type: 'time',
              axisLabel: { color: mutedColor, hideOverlap: true, formatter: '{d} {MMM}' },
              splitLine: { show: true, lineStyle: { color: lineColor, type: 'dashed' } },
            }
          : { ...valueAxis(), scale: true },
        yAxis: { ...sideCategoryAxis(lanes, sideLabelWidth(lanes, box, measure)), inverse: true },
        series: [
          {
            type: 'custom',
            renderItem: timelineBar,
            encode: { x: [1, 2], y: 0 },
            data: data.ranges.map((range) => {
              const lane = lanes.indexOf(range.lane);
              return {
                name: range.lane,
                value: [lane, range.start, range.end],
                itemStyle: { color: palette[lane % palette.length] },
              };
            }),
          },
        ],
      };
    }
    case 'categories':
      return categoryChart(data, base, box, measure);
  }
}

/** A category axis drawn upright (bars across, a timeline's lanes): labels cut to a width. */
const sideCategoryAxis = (labels: string[], width: number) => ({
  type: 'category' as const,
  data: labels,
  axisLabel: { color: mutedColor, hideOverlap: true, width, overflow: 'truncate' as const },
  axisLine: { lineStyle: { color: lineColor } },
  // Its labels tell the chart when the pointer is over one (their whole text goes in a tooltip).
  triggerEvent: true,
});

/** The charts drawn over categories: slices, polygons, lines, bars and points. */
function categoryChart(
  data: Extract<ChartData, { kind: 'categories' }>,
  base: ChartOption,
  box: ChartBox,
  measure: Measure,
): ChartOption {
  const { labels, series } = data;
  const several = series.length > 1;
  const first = series[0] ?? { name: '', values: [] };
  const seriesLegend = legendPlan(
    several ? series.map((item) => item.name) : [],
    box,
    measure,
    'axes',
  );
  const plotTop = (seriesLegend.show ? seriesLegend.room : 0) + 12;

  const slices = labels.map((label, index) => ({ name: label, value: first.values[index] ?? 0 }));
  const pie = (
    radius: (outer: number) => number | [number, number],
    options: PieSeriesOption = {},
  ): ChartOption => {
    const plan = legendPlan(labels, box, measure, 'slices');
    const geometry = pieGeometry(box, plan, measure);
    return {
      ...base,
      legend: legendOf(plan, box),
      series: [
        {
          type: 'pie',
          name: first.name,
          center: geometry.center,
          radius: radius(geometry.radius),
          data: slices,
          percentPrecision: 1,
          // Percentages around the pie where the cell leaves room for them, else inside the
          // slices big enough to hold one.
          label: geometry.labelsInside
            ? {
                position: 'inside',
                color: '#FFFFFF',
                fontSize: 11,
                textBorderColor: 'rgba(0, 0, 0, 0.45)',
                textBorderWidth: 2,
                formatter: (slice: { percent?: number }) =>
                  (slice.percent ?? 0) >= 7 ? `${String(slice.percent)}%` : '',
              }
            : { color: textColor, formatter: '{d}%', minMargin: 2 },
          labelLine: { length: 8, length2: 6 },
          labelLayout: { hideOverlap: true },
          ...options,
        },
      ],
    };
  };
  const cartesian = (seriesList: ChartOption['series'], horizontal = false): ChartOption => {
    const written = categoryLabels(labels, box.width - 72, box.height - plotTop, measure);
    return {
      ...base,
      tooltip: { trigger: 'axis', confine: true },
      legend: legendOf(seriesLegend, box),
      grid: gridOf(plotTop),
      xAxis: horizontal ? valueAxis() : categoryAxis(labels, written),
      yAxis: horizontal
        ? { ...sideCategoryAxis(labels, sideLabelWidth(labels, box, measure)), inverse: true }
        : valueAxis(),
      series: seriesList,
    };
  };
  const lines = (extra: LineSeriesOption) =>
    series.map((item): LineSeriesOption => ({
      type: 'line',
      name: item.name,
      data: item.values,
      symbolSize: 5,
      ...extra,
    }));
  const bars = series.map((item): BarSeriesOption => ({
    type: 'bar',
    name: item.name,
    data: item.values,
    barMaxWidth: 36,
  }));

  switch (data.type) {
    case 'Pie':
      return pie((outer) => outer);
    case 'DonutChart':
      return pie((outer) => [Math.round(outer * 0.6), outer]);
    case 'PolarChart':
      return pie((outer) => [Math.round(outer * 0.2), outer], { roseType: 'area' });
    case 'RadarChart': {
      const largest = Math.max(1, ...series.flatMap((item) => item.values.map((v) => v ?? 0)));
      // The indicators' names sit around the polygon: it leaves them their room at the sides.
      const nameWidth = Math.min(
        Math.max(0, ...labels.map(measure)),
        Math.max(48, box.width * 0.22),
      );
      const plotHeight = box.height - plotTop;
      const radius = Math.max(
        24,
        Math.min((box.width - 2 * nameWidth - 24) / 2, plotHeight / 2 - 24),
      );
      return {
        ...base,
        legend: legendOf(seriesLegend, box),
        radar: {
          indicator: labels.map((name) => ({ name, max: largest * 1.1 })),
          radius: Math.round(radius),
          center: ['50%', Math.round(plotTop + plotHeight / 2)],
          axisName: {
            color: mutedColor,
            formatter: (name?: string) => cutToWidth(name ?? '', nameWidth, measure),
          },
          splitLine: { lineStyle: { color: lineColor } },
        },
        series: [
          {
            type: 'radar',
            data: series.map((item) => ({
              name: item.name,
              value: item.values.map((v) => v ?? 0),
            })),
            areaStyle: { opacity: 0.2 },
          },
        ],
      };
    }
    case 'Line':
      return cartesian(lines({}));
    case 'Area':
      return cartesian(lines({ areaStyle: { opacity: 0.25 } }));
    case 'SteppedAreaChart':
      return cartesian(lines({ step: 'end', areaStyle: { opacity: 0.25 } }));
    case 'Bar':
      return cartesian(bars, true);
    case 'Column':
      return cartesian(bars);
    case 'ComboChart': {
      // Every series but the last as bars; the last as a line on its own scale at the right.
      const line = series.at(-1);
      const barSeries = several ? bars.slice(0, -1) : bars;
      const option = cartesian([
        ...barSeries,
        ...(several && line !== undefined
          ? [
              {
                type: 'line' as const,
                name: line.name,
                data: line.values,
                yAxisIndex: 1,
                symbolSize: 5,
              },
            ]
          : []),
      ]);
      return several
        ? { ...option, yAxis: [valueAxis(), { ...valueAxis(), splitLine: { show: false } }] }
        : option;
    }
    case 'ScatterChart': {
      const numericX =
        labels.length > 0 &&
        labels.every((label) => label.trim() !== '' && Number.isFinite(Number(label)));
      return {
        ...cartesian(
          series.map((item): ScatterSeriesOption => ({
            type: 'scatter',
            name: item.name,
            symbolSize: 10,
            data: numericX
              ? item.values.map((value, index) => [Number(labels[index]), value])
              : item.values,
          })),
        ),
        tooltip: { trigger: 'item', confine: true },
        xAxis: numericX
          ? { ...valueAxis(), scale: true }
          : categoryAxis(
              labels,
              categoryLabels(labels, box.width - 72, box.height - plotTop, measure),
            ),
        yAxis: { ...valueAxis(), scale: true },
      };
    }
  }
}

const listed = (items: string[], limit: number) =>
  items.length > limit
    ? `${items.slice(0, limit).join('; ')}; and ${String(items.length - limit)} more`
    : items.join('; ');

const figure = (value: number | null) => (value === null ? 'no value' : formatNumber(value));

/** A chart in words, for screen readers: its type and what it shows. */
export function chartSummary(data: ChartData, title: string): string {
  const kind = graphTypeLabels[data.type];
  const about = title.trim() === '' ? kind : `${kind}, ${title.trim()}`;
  switch (data.kind) {
    case 'gauge': {
      const bands = data.bands.map(
        (band) => `${band.tone} from ${formatNumber(band.from)} to ${formatNumber(band.to)}`,
      );
      return `${about}: ${data.name} ${figure(data.value)} of ${formatNumber(data.max)} (${bands.join(', ')}).`;
    }
    case 'bubbles':
      return `${about}: ${listed(
        data.bubbles.map(
          (bubble) =>
            `${bubble.name} at ${formatNumber(bubble.x)}, ${formatNumber(bubble.y)}${bubble.size === null ? '' : `, size ${formatNumber(bubble.size)}`}`,
        ),
        8,
      )}.`;
    case 'ranges': {
      const when = (at: number) =>
        data.time ? new Date(at).toISOString().slice(0, 10) : formatNumber(at);
      return `${about}: ${listed(
        data.ranges.map((range) => `${range.lane} from ${when(range.start)} to ${when(range.end)}`),
        8,
      )}.`;
    }
    case 'categories':
      return `${about}: ${listed(
        data.series.map(
          (item) =>
            `${item.name}: ${listed(
              data.labels.map((label, index) => `${label} ${figure(item.values[index] ?? null)}`),
              6,
            )}`,
        ),
        3,
      )}.`;
  }
}
