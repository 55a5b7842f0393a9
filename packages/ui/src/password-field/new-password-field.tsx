import type { PasswordStrengthLabel } from '@lp/contract';
import * as passwordFieldMessages from '@lp/locales/en/ui-password-field';
import { useMessages } from '../i18n';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'after'> {
  /** Words of the meter. @default Weak, Fair, Good, Strong */
  strengthLabels?: Record<PasswordStrengthLabel, string>;
}

/**
 * A password being chosen (registering, resetting, changing it): the password field with the
 * spec's hint as its description and the strength meter under it once something is typed.
 */
export function NewPasswordField({
  strengthLabels,
  description,
  autoComplete = 'new-password',
  ...props
}: NewPasswordFieldProps) {
  const text = useMessages(passwordFieldMessages);
  return (
    <PasswordField
      autoComplete={autoComplete}
      description={description ?? text.hint}
      after={(password) =>
        password ? <PasswordStrengthMeter password={password} labels={strengthLabels} /> : undefined
      }
      {...props}
    />
  );
}
