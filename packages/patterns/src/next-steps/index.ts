export {
  NextSteps,
  defaultNextStepsTexts,
  useNextStepsTexts,
  NEXT_STEPS_SCROLL_STEP,
} from './next-steps';
export type { NextStepsProps, NextStepsTexts } from './next-steps';
export { nextStepAction, authoredDate } from './next-step-action';
export type { NextStepActionKind } from './next-step-action';
