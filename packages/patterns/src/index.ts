// The public API of @lp/patterns: screen-level blocks, data in through props. Every export by name.

// Shell (issue 7)
export { AppShell } from './app-shell';
export type { AppShellProps, AppShellUser } from './app-shell';

// The shell's frame while its code loads
export { ShellFrame } from './shell-frame';
export type { ShellFrameProps } from './shell-frame';

// Pages
export { PlaceholderPage } from './placeholder-page';
export type { PlaceholderPageProps } from './placeholder-page';
export { AccessDenied } from './access-denied';
export type { AccessDeniedProps } from './access-denied';
export { RouteError, defaultRouteErrorTexts, useRouteErrorTexts } from './route-error';
export type {
  RouteErrorProps,
  RouteErrorKind,
  RouteErrorTexts,
  RouteErrorAction,
} from './route-error';
export { SearchResults } from './search-results';
export type { SearchResultsProps, SearchResultCourse, SearchResultPage } from './search-results';

// The university's logo or letter tile (issue 17)
export { BrandMark } from './brand-mark';
export type { BrandMarkProps } from './brand-mark';

// Auth (issue 7)
export { AuthLayout, AuthLink } from './auth-layout';
export type {
  AuthLayoutProps,
  AuthFooterLink,
  AuthLinkProps,
  ValidationMessageOverrides,
  AuthFormProps,
} from './auth-layout';
export { ConfirmEmail } from './confirm-email';
export type { ConfirmEmailProps } from './confirm-email';
export { ResetSuccess } from './reset-success';
export type { ResetSuccessProps } from './reset-success';
export { ExpiredLink } from './expired-link';
export type { ExpiredLinkProps } from './expired-link';
export { LoginForm } from './login-form';
export type { LoginFormProps, LoginValues } from './login-form';
// A failed sign-in through the university's own provider (/auth/sign-in-error, issue 33)
export { SignInProblem } from './sign-in-problem';
export type { SignInProblemProps } from './sign-in-problem';
export { RegisterForm } from './register-form';
export type { RegisterFormProps, RegisterValues } from './register-form';
export { ForgotPassword, ForgotPasswordForm, CheckYourEmail } from './forgot-password';
export type {
  ForgotPasswordProps,
  ForgotPasswordFormProps,
  ForgotPasswordValues,
  ForgotPasswordStep,
  CheckYourEmailProps,
} from './forgot-password';
export { ResetPasswordForm } from './reset-password-form';
export type { ResetPasswordFormProps, ResetPasswordValues } from './reset-password-form';
export {
  InviteFlow,
  InviteNamesForm,
  InviteRegisterForm,
  InviteConfirmation,
  InviteVerified,
  InviteExpired,
  inviteSteps,
  nextInviteStep,
  useInviteFlow,
  useInviteCountdown,
} from './invite-flow';
export type {
  InviteFlowProps,
  InviteNamesFormProps,
  InviteRegisterFormProps,
  InviteConfirmationProps,
  InviteVerifiedProps,
  InviteVerifiedContinue,
  InviteExpiredProps,
  InviteStep,
  InviteEvent,
  InviteNamesValues,
  InviteAccountValues,
  InviteRegistration,
  UseInviteFlowOptions,
  UseInviteCountdownOptions,
} from './invite-flow';
// (end of auth exports)

// Lesson player (issue 8)
export { CourseOutline, defaultCourseOutlineLabels } from './course-outline';
export type { CourseOutlineProps, CourseOutlineLabels } from './course-outline';
export { ProgressMap, defaultProgressMapLabels } from './progress-map';
export type { ProgressMapProps, ProgressMapLabels } from './progress-map';
export { LessonNotesPanel, defaultLessonNotesLabels } from './lesson-notes';
export type { LessonNotesPanelProps, LessonNotesLabels, LessonNotesTab } from './lesson-notes';
export {
  KeyboardShortcutsOverlay,
  defaultKeyboardShortcutsLabels,
  StudyStatsOverlay,
  defaultStudyStatsLabels,
  formatDuration,
} from './player-overlays';
export type {
  KeyboardShortcutsOverlayProps,
  KeyboardShortcutsLabels,
  KeyboardShortcutsLabelOverrides,
  StudyStatsOverlayProps,
  StudyStatsLabels,
} from './player-overlays';
export {
  LessonContent,
  defaultLessonContentLabels,
  preloadLessonContent,
  LessonMarkdown,
  isSafeUrl,
  lessonQuiz,
  defaultLessonCompletionLabels,
} from './lesson-content';
export type {
  LessonContentProps,
  LessonContentLabels,
  LessonCompletionLabels,
  LessonCompletionState,
  LessonMarkdownProps,
  MarkdownBaseLevel,
  LessonQuiz,
} from './lesson-content';
export {
  AiCompanion,
  AiCompanionFab,
  AiCompanionSheet,
  defaultAiCompanionLabels,
  offeredSelection,
  suggestionLimit,
  suggestionTexts,
} from './ai-companion';
export type {
  AiCompanionProps,
  AiCompanionLabels,
  AiCompanionFabProps,
  AiCompanionSheetProps,
  AiCompanionVariant,
} from './ai-companion';
export {
  LessonPlayerDesktop,
  defaultLessonPlayerDesktopLabels,
  LessonPlayerMobile,
  defaultLessonPlayerMobileLabels,
  useSwipeNavigation,
  SWIPE_AXIS_LOCK_PX,
  CourseProgressModal,
  defaultCourseProgressModalLabels,
  courseProgressStatus,
  LessonPlayerLoading,
  LessonNotFound,
  LayoutPending,
  defaultLessonNotFoundLabels,
  lessonNavigation,
  formatStudyTime,
  LESSON_MAIN_ID,
  DEFAULT_PLAYER_LAYOUT,
  FOCUS_PLAYER_LAYOUT,
  playerLayoutFor,
  LessonPlayerScreen,
  preloadLessonPlayerPanels,
} from './lesson-player';
export type {
  LessonPlayerDesktopProps,
  LessonPlayerDesktopLabels,
  LessonPlayerLayout,
  LessonPlayerPanelSizes,
  LessonPlayerMobileProps,
  LessonPlayerMobileLabels,
  LessonPlayerMobileTab,
  UseSwipeNavigationOptions,
  SwipeHint,
  CourseProgressModalProps,
  CourseProgressModalLabels,
  CourseProgressLessonStatus,
  LessonPlayerLoadingProps,
  LessonNotFoundProps,
  LessonNotFoundLabels,
  LayoutPendingProps,
  LessonPlayerPosition,
  LessonPlayerScreenProps,
  LessonPlayerScreenState,
  LessonPlayerReadyState,
  LessonPlayerCompanionState,
  LessonPlayerMode,
  LessonPlayerOverlay,
} from './lesson-player';

// Dashboard (issue 14): presentational blocks; the app wires them to the server's data.
export {
  DashboardLearner,
  DashboardLearnerSkeleton,
  defaultDashboardLearnerTexts,
} from './dashboard-learner';
export type {
  DashboardLearnerProps,
  DashboardLearnerTexts,
  DashboardCourse,
  DashboardLearnerSkeletonProps,
} from './dashboard-learner';
export {
  DashboardTeacher,
  DashboardTeacherSkeleton,
  AnalyticsHeader,
  InsightsList,
  MyDashboards,
  matchingSuggestions,
  defaultAnalyticsHeaderTexts,
  defaultInsightsListTexts,
  defaultMyDashboardsTexts,
} from './dashboard-teacher';
export type {
  DashboardTeacherProps,
  DashboardTeacherTexts,
  AnalyticsHeaderProps,
  AnalyticsHeaderTexts,
  InsightsListProps,
  InsightsListTexts,
  TeacherInsight,
  MyDashboardsProps,
  MyDashboardsTexts,
  TeacherDashboardSummary,
} from './dashboard-teacher';
export { WelcomeVideoDialog, defaultWelcomeVideoDialogTexts } from './welcome-video-dialog';
export type { WelcomeVideoDialogProps, WelcomeVideoDialogTexts } from './welcome-video-dialog';
export { FeaturedCourseHero, defaultFeaturedCourseHeroTexts } from './featured-course-hero';
export type {
  FeaturedCourseHeroProps,
  FeaturedCourseHeroTexts,
  FeaturedCourse,
} from './featured-course-hero';
export { LiveEventCard, defaultLiveEventCardTexts } from './live-event-card';
export type { LiveEventCardProps, LiveEventCardTexts } from './live-event-card';
export {
  CourseCarouselSection,
  CourseCard,
  defaultCourseCarouselTexts,
} from './course-carousel-section';
export type {
  CourseCarouselSectionProps,
  CourseCarouselStatus,
  CourseCarouselTexts,
  CourseCardProps,
  CarouselCourse,
} from './course-carousel-section';
export {
  NextSteps,
  nextStepAction,
  authoredDate,
  defaultNextStepsTexts,
  NEXT_STEPS_SCROLL_STEP,
} from './next-steps';
export type { NextStepsProps, NextStepsTexts, NextStepActionKind } from './next-steps';
export { Leaderboard, leaderboardRows, defaultLeaderboardTexts } from './leaderboard';
export type { LeaderboardProps, LeaderboardTexts } from './leaderboard';
export {
  LearningHub,
  JoinLiveCard,
  LearningProgressCard,
  TimeSpentCard,
  hasLearningTime,
} from './learning-hub';
export type {
  LearningHubProps,
  LearningHubTexts,
  JoinLiveCardProps,
  LearningProgressCardProps,
  TimeSpentCardProps,
} from './learning-hub';
export { QuoteBanner } from './quote-banner';
export type { QuoteBannerProps } from './quote-banner';
export { CoverImage } from './cover-image';
export type { CoverImageProps } from './cover-image';

// Program page and teacher profile (spec 2 §2.5, §2.6)
export {
  ProgramPage,
  defaultProgramPageTexts,
  ProgramSchedule,
  defaultProgramScheduleTexts,
  ProgramCourseCard,
  defaultProgramCourseCardTexts,
} from './program-page';
export type {
  ProgramPageProps,
  ProgramPageTexts,
  ProgramPageStatus,
  ProgramPageData,
  ProgramHighlightsData,
  ProgramPageCourse,
  ProgramScheduleProps,
  ProgramScheduleTexts,
  ProgramCourseCardProps,
  ProgramCourseCardTexts,
} from './program-page';
export { TeacherProfile, defaultTeacherProfileTexts } from './teacher-profile';
export type {
  TeacherProfileProps,
  TeacherProfileTexts,
  TeacherProfileStatus,
} from './teacher-profile';

// Course page (spec 2 §2.6)
export {
  CoursePreview,
  defaultCoursePreviewTexts,
  CourseCurriculum,
  defaultCourseCurriculumTexts,
  CourseStatsCard,
  defaultCourseStatsCardTexts,
  InstructorBlock,
} from './course-preview';
export type {
  CoursePreviewProps,
  CoursePreviewTexts,
  CoursePreviewStatus,
  CoursePreviewLayout,
  CoursePreviewCourse,
  CourseCurriculumProps,
  CourseCurriculumTexts,
  CurriculumModule,
  CourseStatsCardProps,
  CourseStatsCardTexts,
  InstructorBlockProps,
  CoursePreviewInstructor,
} from './course-preview';

// Tabbed learning page (spec 2 §2.2)
export {
  MyLearningPage,
  defaultMyLearningTexts,
  myLearningTabs,
  LearningOverviewCard,
  defaultLearningOverviewTexts,
  ProgramCard,
  defaultProgramCardTexts,
  EnrolledCourseCard,
  defaultEnrolledCourseCardTexts,
} from './my-learning';
export type {
  MyLearningPageProps,
  MyLearningTexts,
  MyLearningTab,
  MyLearningStatus,
  MyLearningCourse,
  LearningOverviewCardProps,
  LearningOverviewTexts,
  ProgramCardProps,
  ProgramCardTexts,
  MyLearningProgram,
  EnrolledCourseCardProps,
  EnrolledCourseCardTexts,
} from './my-learning';

// Live session and Video Content Administration (issue 15, spec 2 §2.4)
export { LiveSessionPage, defaultLiveSessionTexts, liveStreamSource } from './live-session';
export type {
  LiveSessionPageProps,
  LiveSessionTexts,
  LiveSessionStatus,
  LiveStreamState,
} from './live-session';
export {
  VideoContentAdmin,
  defaultVideoContentAdminTexts,
  openInNewTab,
  useVideoUrlForm,
} from './video-admin';
export type {
  VideoContentAdminProps,
  VideoContentAdminTexts,
  VideoContentAdminStatus,
  VideoContentUrls,
  VideoUrlKind,
  VideoUrlFormMessages,
  VideoUrlFormResult,
  VideoUrlFormState,
  UseVideoUrlFormOptions,
} from './video-admin';

// The calendar (spec 2 §2.3, issue 15)
export {
  CalendarPage,
  defaultCalendarPageTexts,
  CalendarToolbar,
  defaultCalendarToolbarTexts,
  CalendarSidebar,
  defaultCalendarSidebarTexts,
  EventFormDialog,
  defaultEventFormDialogTexts,
  EventDetailsDialog,
  defaultEventDetailsDialogTexts,
  eventTone,
  eventTypeLabel,
  priorityLabel,
  filterCalendarEvents,
  toGridEvent,
} from './calendar';
export type {
  CalendarPageProps,
  CalendarPageTexts,
  CalendarPlace,
  CalendarToolbarProps,
  CalendarToolbarTexts,
  CalendarViewName,
  CalendarSidebarProps,
  CalendarSidebarTexts,
  CalendarTypeFilter,
  EventFormDialogProps,
  EventFormDialogTexts,
  EventDetailsDialogProps,
  EventDetailsDialogTexts,
  EventTone,
} from './calendar';

// A missing or failed resource on a page (course, program, teacher)
export { ResourceProblem } from './resource-problem';
export type { ResourceProblemProps } from './resource-problem';
export { ResourcePageState, resourcePageStatus } from './resource-page-state';
export type { ResourcePageStateProps, ResourcePageStatus } from './resource-page-state';

// The frame the admin list pages share, the heading levels under a page title, and one row
// action at a time
export {
  AdminListPage,
  AdminListSection,
  AdminPageHeader,
  headingBelow,
  headingLevels,
} from './admin-list-page';
export type {
  AdminListPageProps,
  AdminListSectionProps,
  AdminListStatus,
  AdminPageHeaderProps,
  HeadingLevels,
} from './admin-list-page';
export { thrownMessage, useRowAction } from './row-action';
export type { RowAction, RowActionFailure } from './row-action';

// University portal (/admin/university-switch) and the impersonation banner
export {
  UniversityPortalPage,
  defaultUniversityPortalTexts,
  ImpersonationBanner,
  defaultImpersonationBannerTexts,
} from './university-portal';
export type {
  UniversityPortalPageProps,
  UniversityPortalStatus,
  UniversityStatusFilter,
  UniversityPortalTexts,
  UniversityCardTexts,
  CurrentUniversityTexts,
  ImpersonationBannerProps,
  ImpersonationBannerTexts,
} from './university-portal';

// Super-admin dashboard (/admin/super-dashboard)
export { SuperDashboardPage, defaultSuperDashboardTexts } from './super-dashboard';
export type {
  SuperDashboardPageProps,
  SuperDashboardStatus,
  SuperDashboardTexts,
} from './super-dashboard';

// University management (/admin/universities)
export {
  UniversityManagementPage,
  defaultUniversityManagementTexts,
  SignInSettingsPage,
  defaultSignInSettingsTexts,
} from './university-management';
export type {
  UniversityManagementPageProps,
  UniversityManagementMode,
  UniversityManagementStatus,
  UniversityManagementTextOverrides,
  UniversityManagementTexts,
  UniversityListTexts,
  UniversityFormTexts,
  UniversityFormMessageKey,
  UniversityCreateValues,
  UniversityEditableValues,
  SignInSettingsPageProps,
  SignInSettingsTexts,
} from './university-management';

// User statistics (/admin/user-stats)
export { UserStatsPage, defaultUserStatsTexts } from './user-stats';
export type { UserStatsPageProps, UserStatsTexts, PresenceConnectionState } from './user-stats';

// User management (/admin/users)
export {
  UserManagementPage,
  defaultUserManagementTexts,
  usersToCsv,
  csvCell,
  downloadCsv,
} from './user-management';
export type {
  UserManagementPageProps,
  UserManagementStatus,
  UserManagementTexts,
  UserManagementFilters,
  UserManagementRole,
  UserAccountStatus,
  UserInvitation,
  UserCsvColumn,
} from './user-management';

// Organizations dashboard tool dialogs (/admin/organizations)
export {
  ExportReportsDialog,
  BulkOperationsDialog,
  CommunicationHubDialog,
  defaultExportReportsTexts,
  defaultBulkOperationsTexts,
  defaultCommunicationHubTexts,
  organizationReportCsv,
  studentsCsv,
} from './organization-tools';
export type {
  ExportReportsDialogProps,
  BulkOperationsDialogProps,
  BulkOperationsTab,
  CommunicationHubDialogProps,
  OrganizationMessage,
  ExportReportsTexts,
  BulkOperationsTexts,
  CommunicationHubTexts,
  MessageTemplate,
  ExportFormat,
  ExportSection,
  StudentExportField,
} from './organization-tools';

// University analytics (/admin/university-analytics)
export { UniversityAnalyticsPage, defaultUniversityAnalyticsTexts } from './university-analytics';
export type {
  UniversityAnalyticsPageProps,
  UniversityAnalyticsStatus,
  UniversityAnalyticsTexts,
} from './university-analytics';

// Organizations dashboard (/admin/organizations)
export { OrganizationsPage, defaultOrganizationsTexts } from './organizations';
export type {
  OrganizationsPageProps,
  OrganizationsStatus,
  OrganizationsTexts,
} from './organizations';

// Branding editor (issue 17)
export {
  BrandingEditorPage,
  defaultBrandingEditorTexts,
  ContrastReport,
  BrandPreview,
  DerivedTheme,
  PREVIEW_SIZES,
  adjustmentSentences,
  validateBranding,
} from './branding-editor';
export type {
  BrandingEditorPageProps,
  BrandingEditorTexts,
  BrandColourKey,
  AdjustmentWords,
  ContrastReportProps,
  BrandPreviewProps,
  PreviewWidth,
  AdjustmentSentence,
  DerivedThemeProps,
} from './branding-editor';
export { ProfilePage } from './profile-page';
export type { ProfileDetails, ProfilePageProps, ProfileValues } from './profile-page';
export { SettingsPage, lastUsedText } from './settings-page';
export type {
  ColorModeChoice,
  DeviceSession,
  NotificationChoices,
  PasswordValues,
  SectionResult,
  SettingsPageProps,
  SettingsSectionId,
} from './settings-page';
export {
  AchievementsPage,
  defaultAchievementsPageTexts,
  formatCertificateDate,
} from './achievements-page';
export type {
  AchievementCertificate,
  AchievementNext,
  AchievementsPageProps,
  AchievementsPageTexts,
} from './achievements-page';
export {
  CertificateVerification,
  defaultCertificateVerificationTexts,
} from './certificate-verification';
export type {
  CertificateVerificationProps,
  CertificateVerificationTexts,
  VerifiedCertificate,
} from './certificate-verification';
export {
  CourseCatalogPage,
  defaultCourseCatalogTexts,
  hasCatalogFilters,
  catalogDurationLabels,
  catalogLevelLabels,
  catalogSortLabels,
  languageName,
} from './course-catalog';
export type {
  CatalogCourse,
  CatalogFilterValues,
  CatalogLevel,
  CourseCatalogPageProps,
  CourseCatalogTexts,
} from './course-catalog';
export { MyCoursesPage, coursesOfTab, defaultMyCoursesTexts, myCoursesTabs } from './my-courses';
export type {
  MyCoursesEntry,
  MyCoursesPageProps,
  MyCoursesTab,
  MyCoursesTexts,
} from './my-courses';

// The Course Builder's patterns (issue 32): /builder and /builder/{courseId}
export {
  CourseBuilderPage,
  CourseBuilderList,
  CourseDetailsForm,
  CourseStructureEditor,
  LessonEditor,
  SaveStatus,
  ConflictDialog,
  defaultCourseBuilderTexts,
  courseBuilderTexts,
  builderLessonTypes,
  courseDetailsErrors,
  isVideoAddress,
  loadBuilderSchemas,
  quizErrors,
  quizIsValid,
  findLesson,
  lessonCount,
  moveLesson,
  moveModule,
  ImportReport,
} from './course-builder';
export type {
  CourseBuilderPageProps,
  CourseBuilderListProps,
  BuilderCourseSummary,
  CourseDetailsFormProps,
  CourseStructureEditorProps,
  LessonEditorProps,
  SaveStatusProps,
  SaveState,
  ConflictDialogProps,
  ConflictChoice,
  CourseBuilderTexts,
  BuilderLessonType,
  CourseDraft,
  CourseDetailsValues,
  CourseDetailsErrors,
  QuizErrors,
  BuilderSchemas,
  ImportReportProps,
} from './course-builder';
