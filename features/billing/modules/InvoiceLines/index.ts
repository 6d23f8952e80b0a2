export * from './InvoiceLinesField';
export { blankLine, linesOf, lineErrors } from './model';
