export { ReportChart, type ReportChartProps } from './ReportChart';
