export { envelope, errorEnvelopeSchema } from './envelope';
export type { Envelope, ErrorEnvelope } from './envelope';
export {
  API_FAILURE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  messageFromException,
  readApiOutcome,
} from './error-rule';
export type { ApiOutcome } from './error-rule';
export {
  CONTROL_CHARACTER_MESSAGE,
  findControlCharacter,
  findMalformedText,
  isCleanText,
  isSingleLine,
  isWellFormedText,
  malformedTextMessage,
} from './text';
export {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_CONTROL_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_PUBLISHED_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_UNCHANGED_MESSAGE,
  RESERVED_EMAIL_DOMAIN,
  RESERVED_EMAIL_MESSAGE,
  acceptInvitationRequestSchema,
  changePasswordRequestSchema,
  emailSchema,
  forgotPasswordRequestSchema,
  invitationRoleSchema,
  invitationRoles,
  inviteRequestSchema,
  inviteResponseSchema,
  isReservedEmail,
  loginRequestSchema,
  loginResponseSchema,
  newPasswordSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  tokenTypeSchema,
  tokenTypes,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  verifyTokenRequestSchema,
  verifyTokenResponseSchema,
} from './auth';
export type {
  AcceptInvitationRequest,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  InvitationRole,
  InviteRequest,
  InviteResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  SessionUser,
  TokenType,
  VerifyEmailRequest,
  VerifyEmailResponse,
  VerifyTokenRequest,
  VerifyTokenResponse,
} from './auth';
export {
  COURSE_IMAGE_MAX_BYTES,
  apiCourseSchema,
  courseDetailSchema,
  courseImageTypes,
  courseListSchema,
  createCourseRequestSchema,
  difficultyLevels,
} from './courses';
export type { ApiCourse, CourseDetail, CreateCourseRequest } from './courses';
export {
  COURSE_EDIT_FORBIDDEN_MESSAGE,
  COURSE_SHARING_FORBIDDEN_MESSAGE,
  COURSE_VERSION_CONFLICT_MESSAGE,
  TRANSCRIPT_NOT_OF_COURSE_MESSAGE,
  authoredCourseListSchema,
  authoredCourseSchema,
  authoredCourseSummarySchema,
  saveCourseRequestSchema,
  uploadedTranscriptSchema,
  videoLessonAddressMessage,
} from './course-authoring';
export type { AuthoredCourse, AuthoredCourseSummary, SaveCourseRequest } from './course-authoring';
// The course builder checks a quiz lesson with this, loaded lazily with the course schema (issue 32).
export { simpleQuizSchema } from '../entities/quiz';
export {
  COURSE_ARCHIVE_FORMAT,
  COURSE_ARCHIVE_MANIFEST,
  COURSE_ARCHIVE_VERSION,
  archiveLessonSchema,
  archiveModuleSchema,
  archiveSegmentSchema,
  courseArchiveManifestSchema,
  courseImportResponseSchema,
  courseImportSources,
  importReportSchema,
  importSkippedItemSchema,
} from './course-archive';
export type {
  ArchiveLesson,
  ArchiveModule,
  ArchiveSegment,
  CourseArchiveManifest,
  CourseImportResponse,
  ImportReport,
  ImportSkippedItem,
} from './course-archive';
export {
  CATALOG_DURATION_BOUNDS,
  CATALOG_PAGE_SIZE,
  CATALOG_QUERY_MAX_LENGTH,
  catalogDurations,
  catalogPageSchema,
  catalogQuerySchema,
  catalogSorts,
  myCourseSchema,
  myCoursesSchema,
} from './catalog';
export type {
  CatalogDuration,
  CatalogPage,
  CatalogQuery,
  CatalogSort,
  MyCourse,
  ParsedCatalogQuery,
} from './catalog';
export {
  PRESENCE_MAX_INCOMING_BYTES,
  parsePresenceMessage,
  presenceMessageSchema,
} from './presence';
export type { PresenceMessage } from './presence';
export { outboxListSchema, outboxMessageSchema } from './dev';
export type { OutboxMessage } from './dev';
export {
  COURSE_NOT_FOUND_MESSAGE,
  PROGRAM_NOT_FOUND_MESSAGE,
  TEACHER_NOT_FOUND_MESSAGE,
  dashboardSchema,
  enrollResponseSchema,
  enrollmentSchema,
  insightTones,
  instructorDetailSchema,
  instructorListSchema,
  learnerDashboardSchema,
  programDetailSchema,
  programHighlightsSchema,
  programListSchema,
  programSummarySchema,
  quoteSchema,
  savedDashboardSchema,
  teacherDashboardSchema,
  teacherInsightSchema,
  timeSpentSchema,
} from './learning';
export type {
  DashboardData,
  Enrollment,
  LearnerDashboard,
  ProgramDetail,
  ProgramHighlights,
  ProgramSummary,
  Quote,
  SavedDashboard,
  TeacherDashboardData,
  TeacherInsightData,
} from './learning';
export {
  liveSessionSchema,
  saveVideoUrlRequestSchema,
  videoKinds,
  videoSettingsSchema,
} from './live';
export type { LiveSession, SaveVideoUrlRequest, VideoKind, VideoSettings } from './live';
export {
  brandColoursSchema,
  deploymentConfigSchema,
  deploymentSectionsSchema,
  tenancyMessages,
} from './tenancy';
export type { DeploymentConfigResponse } from './tenancy';
export {
  createUniversityRequestSchema,
  createUniversityResponseSchema,
  deletedUniversitySchema,
  universityResponseSchema,
  updateUniversityRequestSchema,
  switchUniversityRequestSchema,
  switchUniversityResponseSchema,
  universityListResponseSchema,
  universityMessages,
  universityTotalsSchema,
} from './universities';
export {
  IMPERSONATION_MAX_MINUTES,
  impersonationMessages,
  impersonationResponseSchema,
  startImpersonationRequestSchema,
} from './impersonation';
export type { ImpersonationResponse, StartImpersonationRequest } from './impersonation';
export type {
  CreateUniversityRequest,
  CreateUniversityResponse,
  UpdateUniversityRequest,
  SwitchUniversityRequest,
  UniversityListResponse,
  UniversityTotals,
} from './universities';
export {
  CALENDAR_RANGE_MAX_DAYS,
  calendarEventInputSchema,
  calendarEventListSchema,
  calendarEventResponseSchema,
  calendarRangeQuerySchema,
  deletedEventSchema,
} from './calendar';
export type { CalendarEventInput } from './calendar';
export {
  USER_PAGE_SIZES,
  USER_SEARCH_MAX,
  adminUserRowSchema,
  userListQuerySchema,
  userListResponseSchema,
  userMessages,
  userStatusRequestSchema,
  userStatusResponseSchema,
} from './users';
export type { AdminUserRow, UserListQuery, UserListResponse, UserStatusRequest } from './users';
export {
  ORGANIZATION_MESSAGE_TARGETS_MAX,
  organizationListResponseSchema,
  organizationMessageMessages,
  organizationMessageRequestSchema,
  organizationMessageResponseSchema,
} from './organizations';
export type {
  OrganizationListResponse,
  OrganizationMessageRequest,
  OrganizationMessageResponse,
} from './organizations';
export {
  analyticsKpiSchema,
  analyticsSampleSections,
  performanceScoreSchema,
  universityAnalyticsQuerySchema,
  universityAnalyticsResponseSchema,
} from './university-analytics';
export type {
  AnalyticsKpi,
  PerformanceScore,
  UniversityAnalytics,
  UniversityAnalyticsQuery,
} from './university-analytics';
export {
  brandingSettingsSchema,
  updateBrandingRequestSchema,
  brandingVersionSchema,
  brandingResponseSchema,
  logoUploadResponseSchema,
} from './branding';
export type {
  BrandingSettings,
  UpdateBrandingRequest,
  BrandingVersion,
  BrandingResponse,
  LogoUploadResponse,
} from './branding';
export {
  SIGN_IN_PROVIDER_KINDS,
  isAcceptableIssuerUrl,
  oidcLogoutResponseSchema,
  publicSignInSchema,
  roleMappingSchema,
  signInFailureReasonSchema,
  signInMessages,
  signInSettingsResponseSchema,
  signInSettingsSchema,
  testSignInConnectionRequestSchema,
  testSignInConnectionResponseSchema,
  updateSignInSettingsRequestSchema,
} from './sign-in-providers';
export type {
  OidcLogoutResponse,
  PublicSignIn,
  RoleMapping,
  SignInSettings,
  SignInSettingsResponse,
  TestSignInConnectionResponse,
  UpdateSignInSettingsRequest,
} from './sign-in-providers';
export {
  AVATAR_MAX_BYTES,
  AVATAR_PATH,
  accountExportSchema,
  accountMessages,
  accountPreferencesSchema,
  accountProfileSchema,
  accountSessionListSchema,
  accountSessionSchema,
  avatarTypes,
  avatarUploadResponseSchema,
  colorModes,
  deleteAccountRequestSchema,
  notificationKinds,
  updatePreferencesRequestSchema,
  updateProfileRequestSchema,
} from './account';
export type {
  AccountExport,
  AccountPreferences,
  AccountProfile,
  AccountSession,
  AvatarUploadResponse,
  ColorMode,
  DeleteAccountRequest,
  NotificationKind,
  NotificationSettings,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
} from './account';
export {
  CERTIFICATE_ID_PATTERN,
  certificateIdSchema,
  certificateListSchema,
  certificateMessages,
  certificateSchema,
  certificateVerificationSchema,
  lessonCompletionRequestSchema,
  lessonCompletionResponseSchema,
  nextCertificateSchema,
} from './certificates';
export type {
  Certificate,
  CertificateList,
  CertificateVerification,
  LessonCompletionRequest,
  LessonCompletionResponse,
  NextCertificate,
} from './certificates';
export {
  courseAnnouncementMessages,
  courseAnnouncementRequestSchema,
  courseAnnouncementResponseSchema,
} from './course-announcements';
export type { CourseAnnouncementRequest, CourseAnnouncementResponse } from './course-announcements';
export { authMessages } from './auth';
export { codedMessages, messageCodeOf, messageIn, splitMessageCode } from '../messages';
export type { CompiledNamespace, MessageCode, MessageValues } from '../messages';
export { controlCharacterMessage } from './text';
