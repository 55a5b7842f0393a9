export {
  Field,
  FieldLabel,
  FieldDescription,
  FieldError,
  FieldFrame,
  fieldControlVariants,
  useField,
} from './field';
export type {
  FieldProps,
  FieldLabelProps,
  FieldFrameProps,
  FieldWiring,
  UseFieldOptions,
} from './field';
