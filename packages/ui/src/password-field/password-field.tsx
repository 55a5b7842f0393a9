import * as passwordFieldMessages from '@lp/locales/en/ui-password-field';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useMessages } from '../i18n';
import { Eye, EyeOff } from '../icon';
import { TextField, fieldIconButtonClasses, type TextFieldProps } from '../text-field';

export interface UsePasswordFieldOptions {
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called on every edit. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Starts with the password shown. @default false */
  defaultVisible?: boolean;
}

/** Visibility and value of a password input. */
export function usePasswordField({
  value: valueProp,
  defaultValue = '',
  onChange,
  defaultVisible = false,
}: UsePasswordFieldOptions = {}) {
  const [visible, setVisible] = useState(defaultVisible);
  const [innerValue, setInnerValue] = useState(defaultValue);
  const value = valueProp ?? innerValue;
  return {
    value,
    visible,
    toggleVisible: () => setVisible((shown) => !shown),
    inputProps: {
      type: visible ? 'text' : 'password',
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (valueProp === undefined) setInnerValue(event.target.value);
        onChange?.(event);
      },
    },
  };
}

function EyeIcon({ off }: { off: boolean }) {
  return off ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />;
}

export interface PasswordFieldProps
  extends
    Omit<TextFieldProps, 'type' | 'end' | 'after' | 'value' | 'defaultValue' | 'onChange'>,
    UsePasswordFieldOptions {
  /** What shows under the input, given what is typed (NewPasswordField's strength meter). */
  after?: (password: string) => ReactNode;
  /** Name of the toggle while the password is hidden. @default 'Show password' */
  showPasswordLabel?: string;
  /** Name of the toggle while the password is shown. @default 'Hide password' */
  hidePasswordLabel?: string;
}

/**
 * A password input with a show/hide toggle: the one a person signs in with. A password being
 * chosen takes NewPasswordField, which adds the strength meter (in its own module, so the
 * sign-in page does not carry it).
 */
export function PasswordField({
  value,
  defaultValue,
  onChange,
  defaultVisible,
  after,
  showPasswordLabel,
  hidePasswordLabel,
  disabled,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const text = useMessages(passwordFieldMessages);
  const password = usePasswordField({ value, defaultValue, onChange, defaultVisible });
  return (
    <TextField
      data-slot="password-field"
      autoComplete={autoComplete}
      disabled={disabled}
      {...props}
      {...password.inputProps}
      end={
        <button
          type="button"
          data-slot="password-field-toggle"
          aria-label={
            password.visible
              ? (hidePasswordLabel ?? text.hidePasswordLabel)
              : (showPasswordLabel ?? text.showPasswordLabel)
          }
          aria-pressed={password.visible}
          disabled={disabled}
          className={fieldIconButtonClasses}
          onClick={password.toggleVisible}
        >
          <EyeIcon off={password.visible} />
        </button>
      }
      after={after?.(password.value)}
    />
  );
}
