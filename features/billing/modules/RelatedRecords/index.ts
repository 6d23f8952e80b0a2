export * from './RelatedRecords';
