import { validateChangePassword } from '@lp/contract';
import * as settingsPageMessages from '@lp/locales/en/settings-page';
import { Button, NewPasswordField, PasswordField, useMessages } from '@lp/ui';
import { useAuthForm } from '../auth-layout';
import { SettingsSection, type SectionResult } from './settings-section';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordSectionProps {
  result?: SectionResult;
  /** Changes the password; may return a promise. */
  onSubmit?: (values: PasswordValues) => unknown;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password: the current one, then the new one twice (the existing change-password endpoint). */
export function PasswordSection({ result, onSubmit }: PasswordSectionProps) {
  const text = useMessages(settingsPageMessages);
  const form = useAuthForm({
    defaultValues: EMPTY,
    validate: validateChangePassword,
    fieldOrder: ['currentPassword', 'newPassword', 'confirmPassword'] as const,
    onSubmit,
    failureMessage: text.passwordFailure,
  });
  return (
    <SettingsSection
      id="password"
      title={text.passwordTitle}
      description={text.passwordDescription}
      result={{ ...result, error: result?.error ?? form.failure }}
    >
      <form {...form.formProps} className="flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          label={text.currentPasswordLabel}
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <NewPasswordField
          label={text.newPasswordLabel}
          autoComplete="new-password"
          required
          description={text.passwordHint}
          {...form.field('newPassword')}
        />
        <PasswordField
          label={text.confirmPasswordLabel}
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={form.busy} loadingText={text.changingLabel}>
            {text.changePasswordLabel}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
