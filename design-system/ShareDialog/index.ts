export { ShareDialog, type ShareDialogProps } from './ShareDialog';
export { buildShareLinks, isWebLink, type ShareLink, type ShareNetwork } from './model';
