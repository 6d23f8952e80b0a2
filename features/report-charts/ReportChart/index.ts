export { loadChartLibrary, ReportChart, type ReportChartProps } from './ReportChart';
export { chartOption, defaultColors, type ChartOption } from './chartOption';
