export { ExpandableRow, type ExpandableRowProps } from './ExpandableRow';
