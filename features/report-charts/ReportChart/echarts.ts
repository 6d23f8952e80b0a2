// ECharts with only what report graphs draw, loaded on demand by ReportChart: never part of an
// app entry's static imports (npm run test:budget checks it).
import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  PolarComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * A chart on `element`, drawn as SVG. The charts and components are registered here, not at the
 * module's top level: the build treats feature modules as free of side effects (vite.config.ts)
 * and would drop a top-level registration. Registering again is a no-op.
 */
export function initChart(element: HTMLElement) {
  use([
    BarChart,
    LineChart,
    PieChart,
    RadarChart,
    GridComponent,
    LegendComponent,
    PolarComponent,
    RadarComponent,
    TitleComponent,
    TooltipComponent,
    SVGRenderer,
  ]);
  return init(element, null, { renderer: 'svg' });
}
