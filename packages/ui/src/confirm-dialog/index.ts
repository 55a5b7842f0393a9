export { ConfirmDialog, useConfirmDialog, CONFIRM_WORD_MESSAGE } from './confirm-dialog';
export type { ConfirmDialogProps, UseConfirmDialogOptions } from './confirm-dialog';
