import type { LessonType } from '@lp/contract';
import {
  Circle,
  CircleCheck,
  CircleHelp,
  CirclePlay,
  CodeXml,
  FileText,
  Headphones,
  Video,
  Workflow,
  type IconComponent,
} from '@lp/ui/icons';
import type { CourseProgressLessonStatus } from './course-progress-modal';

/** The icon of each lesson type; decorative beside the type's name. */
export const lessonTypeIcons: Record<LessonType, IconComponent> = {
  video: Video,
  audio: Headphones,
  text: FileText,
  quiz: CircleHelp,
  interactive_diagram: Workflow,
  code_sandbox: CodeXml,
};

/** The icon of each status of the Course Progress list; decorative beside the status's name. */
export const lessonStatusIcons: Record<CourseProgressLessonStatus, IconComponent> = {
  completed: CircleCheck,
  current: CirclePlay,
  available: Circle,
};
