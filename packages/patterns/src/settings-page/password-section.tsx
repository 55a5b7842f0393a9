import { validateChangePassword, PASSWORD_HINT } from '@lp/contract';
import { Button, PasswordField } from '@lp/ui';
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
  const form = useAuthForm({
    defaultValues: EMPTY,
    validate: validateChangePassword,
    fieldOrder: ['currentPassword', 'newPassword', 'confirmPassword'] as const,
    onSubmit,
    failureMessage: 'Your password could not be changed. Please try again.',
  });
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Other devices are signed out when you change it."
      result={{ ...result, error: result?.error ?? form.failure }}
    >
      <form {...form.formProps} className="flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          showStrength
          description={PASSWORD_HINT}
          {...form.field('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={form.busy} loadingText="Changing...">
            Change Password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
