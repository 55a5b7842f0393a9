export { AuthLayout } from './auth-layout';
export type { AuthLayoutProps, AuthFooterLink } from './auth-layout';
export { AuthLink, AuthLinkButton } from './auth-link';
export type {
  AuthLinkProps,
  AuthLinkButtonProps,
  AuthLinkRenderProps,
  RenderLink,
} from './auth-link';
export { FormError } from './form-error';
export { useAuthForm, overrideMessages } from './use-auth-form';
export type {
  UseAuthFormOptions,
  ValidationMessageKey,
  ValidationMessageOverrides,
} from './use-auth-form';
export { MailIcon, CheckCircleIcon, ExpiredIcon } from './icons';
