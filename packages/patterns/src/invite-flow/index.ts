export { InviteFlow } from './invite-flow';
export type { InviteFlowProps } from './invite-flow';
export { InviteNamesForm, InviteRegisterForm } from './invite-forms';
export type { InviteNamesFormProps, InviteRegisterFormProps } from './invite-forms';
export { InviteConfirmation } from './invite-confirmation';
export type { InviteConfirmationProps } from './invite-confirmation';
export { InviteVerified } from './invite-verified';
export type { InviteVerifiedProps, InviteVerifiedContinue } from './invite-verified';
export { InviteExpired } from './invite-expired';
export type { InviteExpiredProps } from './invite-expired';
export { inviteSteps, nextInviteStep, useInviteFlow, useInviteCountdown } from './use-invite-flow';
export type {
  InviteStep,
  InviteEvent,
  InviteNamesValues,
  InviteAccountValues,
  InviteRegistration,
  UseInviteFlowOptions,
  UseInviteCountdownOptions,
} from './use-invite-flow';
