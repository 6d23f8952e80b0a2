export { ResultPanel, type ResultDetail, type ResultPanelProps } from './ResultPanel';
