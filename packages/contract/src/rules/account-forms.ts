import { validateResetPassword, validationMessages, type FieldErrors } from './forms';
import { inputMessages } from '../messages/input';

/** The profile form's rule (issue 35), the one the server's schema keeps too. */
export function validateProfile(form: { firstName: string; lastName: string; department: string }) {
  const errors: FieldErrors<'firstName' | 'lastName' | 'department'> = {};
  if (!form.firstName.trim()) errors.firstName = validationMessages.firstNameRequired;
  else if (form.firstName.trim().length > 100)
    errors.firstName = inputMessages.tooLong('First name', 100);
  if (!form.lastName.trim()) errors.lastName = validationMessages.lastNameRequired;
  else if (form.lastName.trim().length > 100)
    errors.lastName = inputMessages.tooLong('Last name', 100);
  if (form.department.trim().length > 100)
    errors.department = inputMessages.tooLong('Department', 100);
  return errors;
}

/** The settings' change-password form: the current password, then the reset form's rules. */
export function validateChangePassword(form: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  const errors: FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> = {};
  if (!form.currentPassword) errors.currentPassword = validationMessages.passwordRequired;
  return { ...errors, ...validateResetPassword(form) };
}
