// Sample addresses for stories and tests. Patterns hold no paths of their own: the app passes
// every href from its typed path builders; these stand in for them.

export const samplePaths = {
  dashboard: '/dashboard',
  courses: '/courses',
  live: '/live',
  login: '/auth/login',
  /** The short address 'Return to Login' uses (spec 1 §2.6), which forwards to /auth/login. */
  loginShort: '/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  privacy: '/privacy',
  contact: '/contact',
} as const;

/** The app's lesson address for a course and lesson. */
export const sampleLessonPath = (courseId: string, lessonId: string) =>
  `/course/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lessonId)}`;

/** The href props of each pattern, filled with the sample addresses. */
export const sampleHrefs = {
  login: { forgotPasswordHref: samplePaths.forgotPassword, registerHref: samplePaths.register },
  register: { loginHref: samplePaths.login },
  forgotPassword: { loginHref: samplePaths.login },
  resetPassword: { requestHref: samplePaths.forgotPassword, loginHref: samplePaths.login },
  resetSuccess: { returnHref: samplePaths.loginShort },
  expiredLink: { requestHref: samplePaths.forgotPassword, loginHref: samplePaths.login },
  confirmEmail: { privacyHref: samplePaths.privacy, contactHref: samplePaths.contact },
  invite: { loginHref: samplePaths.login, continueHref: samplePaths.dashboard },
  inviteVerified: { continueHref: samplePaths.dashboard },
  inviteExpired: { loginHref: samplePaths.login },
  toDashboard: { backHref: samplePaths.dashboard },
  toCourses: { backHref: samplePaths.courses },
} as const;
