export {
  AlertDialog,
  alertDialogPresets,
  type AlertDialogPreset,
  type AlertDialogProps,
  type AlertDialogTone,
} from './AlertDialog';
