export * from './InvoiceDocument';
