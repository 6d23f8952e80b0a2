export * from './ReportChart';
export { chartSummary, formatNumber } from './model';
