export { loadChartEngine, ReportChart, type ReportChartProps } from './ReportChart';
