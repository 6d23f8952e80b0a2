export {
  ToastProvider,
  useToast,
  TOAST_DURATION,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './ToastProvider';
export { Toast, type ToastProps, type ToastTone } from './Toast';
