export { AuthLayout } from './auth-layout';
export type { AuthLayoutProps, AuthFooterLink } from './auth-layout';
export { AuthLink, AuthPrompt } from './auth-link';
export type { AuthLinkProps, AuthPromptProps } from './auth-link';
export { FormError } from './form-error';
export { AuthFormBody, emailInputProps } from './auth-form';
export type { AuthFormProps, AuthFormBodyProps } from './auth-form';
export { useAuthForm, overrideMessages } from './use-auth-form';
export type {
  UseAuthFormOptions,
  ValidationMessageKey,
  ValidationMessageOverrides,
} from './use-auth-form';
export { AuthIcon } from './auth-icon';
export { withElement } from './rich-text';
