export {
  AchievementsPage,
  defaultAchievementsPageTexts,
  useAchievementsPageTexts,
} from './achievements-page';
export type {
  AchievementCertificate,
  AchievementNext,
  AchievementsPageProps,
  AchievementsPageTexts,
} from './achievements-page';
export { formatCertificateDate } from './certificate-date';
