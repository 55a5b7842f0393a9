export { PasswordField, usePasswordField } from './password-field';
export type { PasswordFieldProps, UsePasswordFieldOptions } from './password-field';
export { NewPasswordField } from './new-password-field';
export type { NewPasswordFieldProps } from './new-password-field';
export { PasswordStrengthMeter, defaultStrengthLabels } from './password-strength-meter';
export type { PasswordStrengthMeterProps } from './password-strength-meter';
