export { SignInProblem } from './sign-in-problem';
export type { SignInProblemProps } from './sign-in-problem';
