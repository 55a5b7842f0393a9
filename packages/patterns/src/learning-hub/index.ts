export { LearningHub } from './learning-hub';
export type { LearningHubProps, LearningHubTexts } from './learning-hub';
export { JoinLiveCard, defaultJoinLiveCardTexts } from './join-live-card';
export type { JoinLiveCardProps, JoinLiveCardTexts } from './join-live-card';
export { LearningProgressCard, defaultLearningProgressCardTexts } from './learning-progress-card';
export type {
  LearningProgressCardProps,
  LearningProgressCardTexts,
} from './learning-progress-card';
export { TimeSpentCard, defaultTimeSpentCardTexts, hasLearningTime } from './time-spent-card';
export type { TimeSpentCardProps, TimeSpentCardTexts } from './time-spent-card';
