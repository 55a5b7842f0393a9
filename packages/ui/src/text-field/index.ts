export { TextField, fieldIconButtonClasses } from './text-field';
export type { TextFieldProps } from './text-field';
