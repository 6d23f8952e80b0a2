import type { Schema } from '@api';

// The ECharts option of a report's graph (report-builder §9 grid graph types), pure so it is
// tested without a canvas: labels on the category axis (or as slices and indicators), one
// series per data column, the report's colour scheme in order.

type Graph = Schema<'ReportGraphData'>;

/** The colours a graph is drawn with when its report names none. */
export const defaultColors = ['#3C8DBC', '#F39C12', '#00A65A', '#DD4B39', '#605CA8', '#39CCCC'];

/** What a chart is drawn with: a plain ECharts option object. */
export type ChartOption = Record<string, unknown>;

const colorsOf = (graph: Graph) => {
  const named = graph.datasets[0]?.colors ?? [];
  return named.length > 0 ? named : defaultColors;
};

/** One slice per label, from the first data column. */
const slices = (graph: Graph) =>
  graph.labels.map((label, index) => ({ name: label, value: graph.datasets[0]?.data[index] ?? 0 }));

/** The ECharts option of a graph; `animation: false` draws it at once (stories, pictures). */
export function chartOption(
  graph: Graph,
  { animation = true }: { animation?: boolean } = {},
): ChartOption {
  const base: ChartOption = {
    animation,
    color: colorsOf(graph),
    title:
      graph.title === undefined
        ? undefined
        : { text: graph.title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: ['Pie', 'DonutChart'].includes(graph.graph_type) ? 'item' : 'axis' },
    legend: { bottom: 0, type: 'scroll' },
  };
  const series = (type: string, extra: ChartOption = {}) =>
    graph.datasets.map((dataset) => ({ type, name: dataset.label, data: dataset.data, ...extra }));
  const category = { type: 'category', data: graph.labels };
  const value = { type: 'value' };
  const grid = { left: 48, right: 24, top: 48, bottom: 48, containLabel: true };
  switch (graph.graph_type) {
    case 'Pie':
    case 'DonutChart':
      return {
        ...base,
        series: [
          {
            type: 'pie',
            name: graph.datasets[0]?.label ?? '',
            radius: graph.graph_type === 'DonutChart' ? ['40%', '68%'] : '68%',
            data: slices(graph),
          },
        ],
      };
    case 'PolarChart':
      return {
        ...base,
        polar: { radius: [20, '70%'] },
        angleAxis: { type: 'category', data: graph.labels },
        radiusAxis: {},
        series: series('bar', { coordinateSystem: 'polar' }),
      };
    case 'RadarChart': {
      const most = Math.max(1, ...graph.datasets.flatMap((dataset) => dataset.data));
      return {
        ...base,
        radar: { indicator: graph.labels.map((name) => ({ name, max: most })) },
        series: [
          {
            type: 'radar',
            data: graph.datasets.map((dataset) => ({ name: dataset.label, value: dataset.data })),
          },
        ],
      };
    }
    case 'Line':
      return { ...base, grid, xAxis: category, yAxis: value, series: series('line') };
    case 'Area':
      return {
        ...base,
        grid,
        xAxis: category,
        yAxis: value,
        series: series('line', { areaStyle: {} }),
      };
    case 'Bar':
      // A bar chart's bars lie along the value axis; a column chart's stand up.
      return {
        ...base,
        grid,
        xAxis: value,
        yAxis: { ...category, inverse: true },
        series: series('bar'),
      };
    case 'Column':
      return { ...base, grid, xAxis: category, yAxis: value, series: series('bar') };
  }
}
