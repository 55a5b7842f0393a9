export {
  TeacherProfile,
  defaultTeacherProfileTexts,
  useTeacherProfileTexts,
} from './teacher-profile';
export type {
  TeacherProfileProps,
  TeacherProfileTexts,
  TeacherProfileStatus,
} from './teacher-profile';
