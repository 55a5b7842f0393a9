export { TeacherProfile, defaultTeacherProfileTexts } from './teacher-profile';
export type {
  TeacherProfileProps,
  TeacherProfileTexts,
  TeacherProfileStatus,
} from './teacher-profile';
