export { ColorField, useCopyToClipboard, toPickerHex } from './color-field';
export type { ColorFieldProps, UseCopyToClipboardOptions, ClipboardWrite } from './color-field';
