export { ReportDesigner, type ReportDesignerProps } from './ReportDesigner';
