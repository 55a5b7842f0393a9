/**
 * The failure page of a sign-in through a university's own provider (issue 33), in a module
 * of its own so that only that page's code carries its texts.
 */

/** Why a sign-in through the provider ended on the error page, and what that page says. */
export const signInFailureReasons = {
  unreachable: {
    title: 'We could not reach your sign-in provider',
    text: 'Your university’s sign-in service did not answer. Please try again in a few minutes, or contact your administrator if it keeps happening.',
  },
  cancelled: {
    title: 'Sign-in was cancelled',
    text: 'You cancelled the sign-in at your university’s provider. You can start again whenever you are ready.',
  },
  invalid: {
    title: 'This sign-in could not be completed',
    text: 'The answer from your sign-in provider was not valid for this sign-in (it may have expired or been used already). Please start again.',
  },
  domain: {
    title: 'This e-mail address is not allowed here',
    text: 'Your provider signed you in with an e-mail address whose domain this university does not accept. Contact your administrator.',
  },
  account: {
    title: 'This account cannot sign in here',
    text: 'An account with this e-mail address already exists and could not be linked to your provider. Contact your administrator.',
  },
  suspended: {
    title: 'Access suspended',
    text: 'Your account or your university’s access has been suspended. Please contact your administrator.',
  },
  unavailable: {
    title: 'Sign-in through your provider is not available',
    text: 'This university has no sign-in provider set up. Sign in with your e-mail and password instead.',
  },
} as const;
export type SignInFailureReason = keyof typeof signInFailureReasons;
