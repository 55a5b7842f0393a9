export {
  ToastProvider,
  preloadToastRegion,
  useToast,
  toastVariants,
  toastViewportVariants,
  toastSwipeThreshold,
  toastSwipeDirection,
  TOAST_SWIPE_RATIO,
} from './toast';
export type { ToastProviderProps, ToastPosition, ToastContextValue } from './toast';
export { useToastQueue } from './use-toast-queue';
export type {
  ToastOptions,
  ToastItem,
  ToastVariant,
  ToastQueue,
  UseToastQueueOptions,
} from './use-toast-queue';
