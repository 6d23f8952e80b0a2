export * from './ReportDesigner';
