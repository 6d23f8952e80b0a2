export { ReportCellView, type ReportCellViewProps } from './ReportCellView';
