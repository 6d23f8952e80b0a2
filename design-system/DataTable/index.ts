export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { nextSort, type DataTableSort, type RowId, type SortDirection } from './model';
