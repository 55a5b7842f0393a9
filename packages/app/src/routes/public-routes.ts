import type * as authActions from '../screens/auth/auth.actions';
import type { LoaderEntry, RedirectEntry, RouteEntry } from './route-types';
import { routeModules, type LoaderExports, type ScreenExports } from './route-modules';
import type { PublicRouteTextKey } from './public-route-text';

// The pages a signed-out visitor opens, and the app's first page after signing in: everything
// of the route table the sign-in page carries. The signed-in pages' part (signed-in-routes.ts)
// arrives with the shell (route-table.ts joins the two; decision 0021).
const { screenModule, loaderModule } = routeModules(
  import.meta.glob<ScreenExports>(['./auth/*-screen.tsx', './verify/*-screen.tsx'], {
    base: '../screens',
  }),
  import.meta.glob<LoaderExports>(['./auth/*.{loader,actions}.ts', './verify/*.loader.ts'], {
    base: '../screens',
  }),
);

const login = screenModule('auth/login-screen');
const forgotPassword = screenModule('auth/forgot-password-screen');
const authAction = (name: keyof typeof authActions): LoaderEntry => ({
  module: loaderModule('auth/auth.actions'),
  name,
});

/** The signed-in home: where signing in leads, and every unknown path (spec 2 section 2.1). */
export const SIGNED_IN_HOME = '/dashboard';

/** The route table's public part (route-table.ts has the whole table and its rules). */
export const publicRoutes = {
  // Public-only: a signed-in user is sent to /dashboard.
  login: {
    path: '/auth/login',
    access: 'public-only',
    title: 'signIn',
    screen: login,
    action: authAction('login'),
  },
  verifyEmail: {
    path: '/auth/verify-email',
    access: 'public-only',
    title: 'signIn',
    screen: screenModule('auth/verify-email-screen'),
    loader: { module: loaderModule('auth/verify-email.loader'), name: 'loader' },
    action: authAction('login'),
  },
  register: {
    path: '/auth/register',
    access: 'public-only',
    title: 'createAccount',
    screen: screenModule('auth/register-screen'),
    action: authAction('register'),
  },
  confirmEmail: {
    path: '/auth/register/confirm-email',
    access: 'public-only',
    title: 'confirmYourEmail',
    screen: screenModule('auth/confirm-email-screen'),
  },
  forgotPassword: {
    path: '/auth/forgot-password',
    access: 'public-only',
    title: 'forgotPassword',
    screen: forgotPassword,
    action: authAction('forgotPassword'),
  },
  forgotPasswordEnterEmail: {
    path: '/auth/forgot-password/step/enter-email',
    access: 'public-only',
    title: 'forgotPassword',
    screen: forgotPassword,
    action: authAction('forgotPassword'),
  },
  forgotPasswordConfirmation: {
    path: '/auth/forgot-password/step/confirmation',
    access: 'public-only',
    title: 'checkYourEmail',
    screen: screenModule('auth/forgot-password-confirmation-screen'),
  },
  resetPassword: {
    path: '/auth/forgot-password/step/reset-password',
    access: 'public-only',
    title: 'resetPassword',
    screen: screenModule('auth/reset-password-screen'),
    loader: { module: loaderModule('auth/reset-password.loader'), name: 'loader' },
    action: authAction('resetPassword'),
  },
  resetSuccess: {
    path: '/auth/forgot-password/step/success',
    access: 'public-only',
    title: 'passwordUpdated',
    screen: screenModule('auth/reset-success-screen'),
  },
  // Issue 33: a sign-in through the university's provider that failed, and why.
  signInError: {
    path: '/auth/sign-in-error',
    access: 'public-only',
    title: 'signInProblem',
    screen: screenModule('auth/sign-in-error-screen'),
  },
  expiredLink: {
    path: '/auth/expired-link',
    access: 'public-only',
    title: 'linkExpired',
    screen: screenModule('auth/expired-link-screen'),
  },
  invite: {
    path: '/auth/invite',
    access: 'public-only',
    title: 'joinTheProgram',
    screen: screenModule('auth/invite-screen'),
  },

  // Public: anyone, signed in or out, confirms a certificate (issue 35).
  verifyCertificate: {
    path: '/verify/:certificateId',
    access: 'public',
    title: 'certificateVerification',
    screen: screenModule('verify/verify-screen'),
    loader: { module: loaderModule('verify/verify.loader'), name: 'loader' },
  },
} as const satisfies Record<string, RouteEntry<PublicRouteTextKey>>;

export const publicRouteTable: readonly RouteEntry[] = Object.values(publicRoutes);

export const SIGN_IN_PATH = publicRoutes.login.path;
/** Where unknown paths go (spec 2 section 2.1). */
export const FALLBACK_PATH = SIGNED_IN_HOME;

export const redirects: readonly RedirectEntry[] = [
  { from: '/login', to: publicRoutes.login.path },
  { from: '/register', to: publicRoutes.register.path },
  { from: '/forgot-password', to: publicRoutes.forgotPassword.path },
  { from: '/', to: SIGNED_IN_HOME },
];
