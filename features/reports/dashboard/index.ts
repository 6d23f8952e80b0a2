export * from './Dashboard';
export * from './ReportCellView';
export { useReportColumns } from './api';
export type { CellSource } from './model';
