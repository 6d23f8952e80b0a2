export { PreviewPanel, type PreviewPanelProps, type PreviewState } from './PreviewPanel';
