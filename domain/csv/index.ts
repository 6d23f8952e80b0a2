export {
  csvCell,
  csvLine,
  csvLines,
  csvRecords,
  exportFileName,
  exportRowLimit,
  exportTooLarge,
  parseCsv,
} from './csv';
