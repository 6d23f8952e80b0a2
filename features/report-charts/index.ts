export * from './ReportChart';
