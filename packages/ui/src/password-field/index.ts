export {
  PasswordField,
  PasswordStrengthMeter,
  usePasswordField,
  defaultStrengthLabels,
} from './password-field';
export type {
  PasswordFieldProps,
  PasswordStrengthMeterProps,
  UsePasswordFieldOptions,
} from './password-field';
