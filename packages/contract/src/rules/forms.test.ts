import { describe, expect, it } from 'vitest';
import {
  validateForgotPassword,
  validateInviteAccount,
  validateInviteNames,
  validateLogin,
  validateRegister,
  validateResetPassword,
} from './forms';

describe('login form', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateLogin({ email: 'ada@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('accepts any non-empty password (length is not checked at login)', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('register form', () => {
  it('requires every field', () => {
    expect(validateRegister({ email: ' ', password: '', firstName: ' ', lastName: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('asks for at least 8 password characters', () => {
    expect(
      validateRegister({
        email: 'ada@example.com',
        password: 'short',
        firstName: 'Ada',
        lastName: 'Lovelace',
      }),
    ).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('accepts a complete form', () => {
    expect(
      validateRegister({
        email: 'ada@example.com',
        password: 'abcdefgh',
        firstName: 'Ada',
        lastName: 'Lovelace',
      }),
    ).toEqual({});
  });
});

describe('forgot password form', () => {
  it('requires a valid e-mail', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateForgotPassword({ email: 'ada@example.com' })).toEqual({});
  });
});

describe('reset password form', () => {
  it('requires both passwords', () => {
    expect(validateResetPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('asks for 8 characters and a matching confirmation', () => {
    expect(validateResetPassword({ newPassword: 'short', confirmPassword: 'other' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('accepts matching passwords of 8 characters', () => {
    expect(validateResetPassword({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual(
      {},
    );
  });
});

describe('invitation steps', () => {
  it('step 1 needs both names, with one message', () => {
    expect(validateInviteNames({ firstName: 'Ada', lastName: ' ' })).toEqual({
      name: 'Please enter your first and last name',
    });
    expect(validateInviteNames({ firstName: 'Ada', lastName: 'Lovelace' })).toEqual({});
  });

  it('step 2 needs a valid e-mail and a password of 8 characters', () => {
    expect(validateInviteAccount({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateInviteAccount({ email: 'bad', password: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    });
    expect(validateInviteAccount({ email: 'ada@example.com', password: 'abcdefgh' })).toEqual({});
  });
});
