export * from './RecordLink';
