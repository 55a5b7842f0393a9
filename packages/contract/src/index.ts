// Public API of @lp/contract: entities (zod schemas and types), rules, constants and samples.
// Request/response payloads and the error envelope live at the subpath `@lp/contract/api`.

// Parsers: the validator shape shared by zod schemas and zod-free guards
export { anyValue, guardParser, isRecord, storedUserParser, toStoredUser } from './parsers';
export type { ParseResult, Parser } from './parsers';

// The spec's success and error rule for API answers (also at `@lp/contract/api`), zod-free
export {
  API_FAILURE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  messageFromException,
  readApiOutcome,
} from './api/error-rule';
export type { ApiOutcome } from './api/error-rule';

// Entities
export { roles } from './entities/role-names';
export type { Role } from './entities/role-names';
export { roleSchema } from './entities/role';
export { userSchema } from './entities/user';
export type { User } from './entities/user';
export { themeSchema } from './entities/app-state';
export type { Theme } from './entities/app-state';
export {
  DATE_TIME_RANGE_MESSAGE,
  isoDateTimeSchema,
  storableDateTimeSchema,
  urlSafeIdSchema,
} from './entities/id';
export {
  simpleQuizQuestionSchema,
  simpleQuizSchema,
  playerQuizQuestionSchema,
  playerQuizSchema,
} from './entities/quiz';
export type {
  SimpleQuizQuestion,
  SimpleQuiz,
  PlayerQuizQuestion,
  PlayerQuiz,
} from './entities/quiz';
export {
  transcriptImportances,
  transcriptCategories,
  transcriptSegmentSchema,
  transcriptSchema,
} from './entities/transcript';
export type { TranscriptSegment, Transcript } from './entities/transcript';
export {
  lessonTypes,
  lessonTypeSchema,
  lessonContentSchema,
  lessonSchema,
  moduleSchema,
} from './entities/lesson';
export type { LessonType, LessonContent, Lesson, Module } from './entities/lesson';
export {
  courseLevels,
  courseLevelSchema,
  courseStatuses,
  serverCourseSchema,
  courseSchema,
  courseSummarySchema,
} from './entities/course';
export type { CourseLevel, ServerCourse, Course, CourseSummary } from './entities/course';
export {
  progressNodeStatuses,
  nodeDifficulties,
  progressNodeSchema,
  noteSchema,
  bookmarkSchema,
  studySessionSchema,
  engagementLevels,
  performanceMetricsSchema,
  chatMessageSchema,
  suggestedQuestionSchema,
  playerLayoutSchema,
} from './entities/learning';
export type {
  ProgressNode,
  ProgressNodeStatus,
  NodeDifficulty,
  Note,
  Bookmark,
  StudySession,
  PerformanceMetrics,
  ChatMessage,
  SuggestedQuestion,
  PlayerLayout,
} from './entities/learning';
export {
  instructorSchema,
  liveEventSchema,
  scheduleItemSchema,
  programSchema,
} from './entities/program';
export type { Instructor, LiveEvent, ScheduleItem, Program } from './entities/program';
export { calendarEventTypes, priorities } from './entities/calendar-names';
export {
  calendarEventSchema,
  nextStepTypes,
  nextStepCardSchema,
  leaderboardUserSchema,
  kpiSchema,
  departmentShareSchema,
  monthlyTrendSchema,
  chartPointSchema,
  learningProgressSchema,
} from './entities/dashboard';
export type {
  CalendarEvent,
  NextStepCard,
  LeaderboardUser,
  Kpi,
  DepartmentShare,
  MonthlyTrend,
  ChartPoint,
  LearningProgress,
} from './entities/dashboard';
export {
  organizationStudentStatuses,
  organizationStudentSchema,
  organizationStatsSchema,
  organizationSchema,
  riskLevels,
  studentSampleSchema,
} from './entities/organization';
export type {
  OrganizationStudent,
  OrganizationStats,
  Organization,
  StudentSample,
} from './entities/organization';
export {
  universityStatuses,
  universityStatusSchema,
  universityBrandingSchema,
  universitySchema,
  universityLanguagesSchema,
  universityFormSchema,
  impersonationSessionSchema,
  adminListRoles,
  adminListUserStatuses,
  adminListUserSchema,
  userTotalsSchema,
} from './entities/university';
export type {
  UniversityStatus,
  UniversityBranding,
  University,
  UniversityLanguages,
  UniversityForm,
  UniversityFormInput,
  ImpersonationSession,
  AdminListUser,
  UserTotals,
} from './entities/university';

// Rules
export {
  FALLBACK_COURSE_IMAGE,
  MAPPED_COURSE_RATING,
  levelFromDifficulty,
  toDisplayCourse,
} from './rules/course-mapping';
export type { RandomSource } from './rules/course-mapping';
export { EMAIL_PATTERN, isValidEmail } from './rules/email';
export { PASSWORD_MIN_LENGTH, PASSWORD_HINT } from './rules/password';
export { passwordRuleIds, passwordStrength } from './rules/password-strength';
export type {
  PasswordRuleId,
  PasswordStrength,
  PasswordStrengthLabel,
} from './rules/password-strength';
export {
  validationMessages,
  validateLogin,
  validateRegister,
  validateForgotPassword,
  validateResetPassword,
  validateInviteNames,
  validateInviteAccount,
} from './rules/forms';
export type { FieldErrors } from './rules/forms';
export { validateChangePassword, validateProfile } from './rules/account-forms';
export { courseLanguages, languageCode } from './rules/language';
export type { CourseLanguage } from './rules/language';
export {
  ALLOWED_EMBED_ORIGINS,
  isAllowedEmbedUrl,
  toWelcomeVideoEmbedUrl,
  toLiveStreamEmbedUrl,
  VIMEO_HOST,
  videoAdminMessages,
  CONFIRM_WORD,
  isValidVimeoUrl,
  videoUrlSaveError,
  videoUrlPreviewError,
  isConfirmWord,
  confirmWordError,
} from './rules/video';
export { slugify, slugAfterNameChange } from './rules/slug';
export {
  universityFormErrors,
  universityFormFieldOf,
  universityFormMessages,
  UNIVERSITY_NAME_MAX,
  UNIVERSITY_SLUG_MAX,
  UNIVERSITY_DESCRIPTION_MAX,
} from './rules/university-form';
export type { UniversityFormField, UniversityFormValues } from './rules/university-form';
export { formatTime, msUntilNextMidnightUtc, countdownToMidnightUtc } from './rules/time';
export type { Countdown } from './rules/time';
export { lessonProgressStatus } from './rules/lesson-progress';
export {
  DEFAULT_ESTIMATED_TIME,
  PROGRESS_MAP_COLUMNS,
  PROGRESS_MAP_SPACING,
  nodeDifficulty,
  nodePosition,
  buildProgressNodes,
} from './rules/progress-map';
export type { ProgressMapOptions } from './rules/progress-map';
export { confidenceBand, NOTE_PREVIEW_LENGTH, notePreview } from './rules/transcript';
export type { ConfidenceLevel, ConfidenceColor } from './rules/transcript';
export {
  DEFAULT_SPEAKER,
  WEBVTT_MAX_BYTES,
  WEBVTT_MAX_CUES,
  WEBVTT_MESSAGES,
  formatWebVtt,
  parseWebVtt,
} from './rules/webvtt';
export type { WebVttResult } from './rules/webvtt';
export { LAST_ITEM_LIVE_MS, scheduleItemStatus, scheduleStatuses } from './rules/schedule';
export type { ScheduleItemStatus } from './rules/schedule';
export {
  AT_RISK_MIN_COURSES,
  AT_RISK_MIN_TIME,
  HIGH_ACHIEVER_MIN_COURSES,
  PROGRESS_BAR_COURSES,
  RECIPIENTS_PER_ORGANIZATION,
  RECIPIENTS_WITHOUT_SELECTION,
  TEACHER_RECIPIENT_SHARE,
  AT_RISK_RECIPIENT_SHARE,
  messageAudiences,
  isAtRisk,
  isHighAchiever,
  studentProgressPercent,
  estimateRecipients,
  isDailyActive,
  completionRate,
  organizationSummary,
  matchesOrganizationSearch,
} from './rules/organization';
export type { MessageAudience } from './rules/organization';
export { performanceRating, formatStudentsCount, updatedAgo } from './rules/format';
export type { PerformanceRating } from './rules/format';
export {
  isSimpleAnswerCorrect,
  scoreSimpleQuiz,
  simpleQuizScoreColor,
  PLAYER_QUIZ_PASS_PERCENT,
  canSubmitPlayerQuiz,
  scorePlayerQuiz,
} from './rules/quiz';
export type { SimpleQuizAnswer, QuizScore, ScoreColor, PlayerQuizAnswers } from './rules/quiz';
export {
  DASHBOARD_MAX_COURSES,
  DASHBOARD_MAX_NOT_ENROLLED,
  dashboardCourseList,
  chartTooltipPercent,
  nearestChartPoint,
} from './rules/dashboard';
export { normalizeRole, activeRole, roleLabel } from './rules/roles';
export {
  accessAreas,
  canAccess,
  decideAccess,
  mayManageAccount,
  roleOrder,
  roleRank,
} from './rules/access';
export type { AccessArea, AccessDecision } from './rules/access';
export {
  matchesUniversitySearch,
  canSwitchToUniversity,
  impersonatedAdminEmail,
} from './rules/university';
export { LEADERBOARD_LIMIT, learningProgressOf, rankLeaderboard } from './rules/leaderboard';
export type { LeaderboardEntry } from './rules/leaderboard';
export { heatmapLevel } from './rules/heatmap';
export type { HeatmapLevel } from './rules/heatmap';
export { calendarMessages, cellOverflow, upcomingEvents } from './rules/calendar';
export { meaningfulText, canSendChatMessage } from './rules/text-input';
export { matchesCourseSearch } from './rules/search';
export { toggleSelectAll, toggleRow } from './rules/selection';
export { canExport, canSendMessage } from './rules/admin-dialogs';
export { parseStoredJson } from './rules/stored-json';
export {
  FALLBACK_LESSON_ID,
  courseLessons,
  firstLessonId,
  lessonPosition,
  lessonCompletion,
} from './rules/course-navigation';
export type { LessonPosition } from './rules/course-navigation';
export { swipeState } from './rules/swipe';
export { GENERIC_AI_REPLY, cannedAiReply, aiThinkingDelay } from './rules/ai-reply';
export {
  COURSE_PAGE_DESKTOP_MIN_WIDTH,
  formatPrice,
  previewRecommendations,
} from './rules/course-preview';
export { durationHours, learningOverview, recommendedForYou } from './rules/learning-overview';
export type { LearningOverview } from './rules/learning-overview';

// Constants
export { storageKeys, sessionStorageKeys, THEME_COOKIE } from './constants/storage';
export {
  TOAST_DURATION_MS,
  TOAST_DRAG_DISMISS_RATIO,
  SHELL_TOAST_DURATION_MS,
  DASHBOARD_LOAD_DELAY_MS,
  RESIZE_DEBOUNCE_MS,
  SIDEBAR_COLLAPSE_DELAY_MS,
  SIDEBAR_COLLAPSE_DELAY_FROM_DROPDOWN_MS,
  INVITATION_COUNTDOWN_SECONDS,
  STUDY_TIMER_TICK_MS,
  SCHEDULE_STATUS_TICK_MS,
  simulatedDelays,
} from './constants/timing';
export {
  PLAYBACK_SPEEDS,
  AUDIO_SKIP_SECONDS,
  SWIPE_THRESHOLD_PX,
  SWIPE_HINT_THRESHOLD_PX,
  MAX_SUGGESTED_QUESTIONS,
  MAX_SUGGESTED_QUESTIONS_MOBILE,
  MIN_SELECTED_TEXT_LENGTH,
  FONT_SIZES,
  AI_PERSONALITIES,
  CONVERSATION_MODES,
  DEFAULT_PERFORMANCE_METRICS,
  PLAYER_SHORTCUTS,
  shortcutKeyIn,
} from './constants/player';
export type { AiPersonality, ConversationMode, PlayerShortcutAction } from './constants/player';
export {
  dailyActiveChart,
  HEATMAP_DAYS,
  HEATMAP_HOURS,
  HEATMAP_LEVELS,
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  TREND_BAR_SCALE,
  CAROUSEL_MAX_ITEMS,
  NEXT_STEPS_ARROWS_MIN_CARDS,
  UPCOMING_EVENTS_LIMIT,
  UPCOMING_EVENTS_DAYS,
  MONTH_CELL_EVENT_LIMIT,
  MONTH_CELL_EVENT_LIMIT_MOBILE,
  WEEK_CELL_EVENT_LIMIT,
  ANALYTICS_SEARCH_SUGGESTIONS,
  CURRICULUM_FOOTER_PLACEHOLDERS,
} from './constants/dashboard';
export type { AnalyticsPeriod } from './constants/dashboard';
export {
  EXPORT_FORMATS,
  EXPORT_SECTIONS,
  STUDENT_EXPORT_FIELDS,
  DEFAULT_IMPORT_OPTIONS,
  DEFAULT_SEND_OPTIONS,
  DEFAULT_BRAND_COLOR,
  ORGANIZATION_MESSAGE_SUBJECT_MAX,
  ORGANIZATION_MESSAGE_CONTENT_MAX,
  BRAND_PALETTE_NAMES,
  BRAND_FONTS,
  DEFAULT_UNIVERSITY_DOMAIN,
} from './constants/admin';
export {
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_LOGO_TYPES,
  BRANDING_PRODUCT_NAME_MAX,
  BRANDING_VERSIONS_SHOWN,
  BRAND_FONT_NAMES,
  brandingMessages,
} from './constants/branding';
export { BRANDING_LOGO_PATH, UPLOADED_LOGO_URL, isAcceptableLogoUrl } from './constants/logo-url';
export type { BrandFontName } from './constants/branding';

// Samples
export {
  sampleTranscriptSegments,
  sampleTranscript,
  SAMPLE_TRANSCRIPT_ID,
  transcriptById,
} from './samples/transcript';
export { sampleCourses, allCourses, courseById, enrolledCourses } from './samples/courses';
export { catalogueCourses } from './samples/catalogue-courses';
export {
  sampleInstructors,
  instructorById,
  PROGRAM_ID,
  sampleSchedule,
  sampleLiveEvents,
  sampleLiveSession,
  sampleProgram,
  programHighlights,
  sampleProgramHighlights,
  programById,
} from './samples/program';
export {
  sampleOrganizations,
  organizationFilterNames,
  sampleStudents,
} from './samples/organizations';
export {
  sampleUniversities,
  currentUniversityId,
  universityById,
  sampleUserTotals,
  sampleAdminUsers,
} from './samples/universities';
export {
  sampleLearningProgress,
  sampleDailyActivePoints,
  sampleTimeSpentHeatmap,
  sampleLeaderboard,
  CURRENT_USER_RANK,
  sampleNextSteps,
  sampleCalendarEvents,
  sampleKpis,
  sampleDepartmentShares,
  sampleMonthlyTrends,
} from './samples/dashboard';
export {
  sampleTeacherHeadline,
  sampleTeacherTrend,
  sampleTeacherInsights,
  sampleTeacherDashboards,
} from './samples/teacher-dashboard';
export {
  sampleQuote,
  sampleDemoEnrollments,
  sampleLeaderboardCohort,
  sampleDemoLearnerStats,
} from './samples/learner-home';
export type { CohortLearner } from './samples/learner-home';
export { sampleUser, sampleSuggestedQuestions } from './samples/user';

// The page protocol between the server and the app's server render (types and one id)
export { PAGE_STATE_ID } from './page/page-protocol';
export type {
  PageHydration,
  PageRenderInput,
  PageRenderModule,
  PageRenderResult,
  PageRouteError,
  PageSession,
  PageStart,
  PageState,
} from './page/page-protocol';
export {
  OIDC_CALLBACK_PATH,
  OIDC_LOGOUT_PATH,
  OIDC_START_PATH,
  SIGN_IN_BUTTON_LABEL_MAX,
  SIGN_IN_CLAIM_ROLES,
  SIGN_IN_DEFAULT_SCOPES,
  SIGN_IN_ERROR_PATH,
} from './constants/sign-in';
export type { SignInClaimRole } from './constants/sign-in';
export { signInFailureReasons } from './constants/sign-in-failures';
export type { SignInFailureReason } from './constants/sign-in-failures';

// Message codes (issue 34): the code of a text the API or a shared rule produced, zod-free
export { codedMessages, messageCodeOf, messageIn, splitMessageCode } from './messages';
export type { CompiledNamespace, MessageCode, MessageValues } from './messages';
