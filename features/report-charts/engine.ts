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
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
// The production bundler drops the painter registration that `use` makes through ECharts'
// extension hooks (the charts then fail with '… is not a constructor'); zrender's own SVG entry
// is declared as having side effects, so its registration stays.
import 'zrender/lib/svg/svg.js';

// The part of ECharts the dashboards draw with, loaded only when a chart is on screen: the
// charts of the 14 graph types and the SVG renderer (crisp at any size, stable in pictures).
use([
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
]);

export { init };
