import {
  BarChart,
  CustomChart,
  GaugeChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
} from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import { init as initChart, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// The part of ECharts the dashboards draw with, loaded only when a chart is on screen: the
// charts of the 14 graph types and the SVG renderer (crisp at any size, stable in pictures).
const parts = [
  BarChart,
  CustomChart,
  GaugeChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
];

/**
 * ECharts' `init` with the parts above installed. They are installed here rather than when the
 * module loads: the production build treats feature modules as free of side effects and would
 * drop a top-level `use` (every chart then fails or draws nothing). `use` skips what it has.
 */
export function init(...args: Parameters<typeof initChart>): ReturnType<typeof initChart> {
  use(parts);
  return initChart(...args);
}
