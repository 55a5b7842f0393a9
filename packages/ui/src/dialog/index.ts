export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
  DialogCloseButton,
  dialogContentVariants,
  overlayClasses,
} from './dialog';
export type { DialogContentProps, DialogTitleProps } from './dialog';
