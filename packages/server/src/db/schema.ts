import type {
  ChartPoint,
  Instructor,
  LiveEvent,
  NextStepCard,
  Organization,
  UniversityBranding,
} from '@lp/contract';
import type {
  BrandingSettings,
  ProgramDetail,
  Quote,
  SavedDashboard,
  TeacherInsightData,
} from '@lp/contract/api';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  /** Stored lower case; unique. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** Lower case; the first is the active role. */
  roles: Json<string[]>;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
  /** The university the account belongs to (issue 16). */
  university_id: Generated<string>;
  /** 'active', 'inactive', 'pending' or 'suspended' (spec 2 §3); a suspended account cannot sign in. */
  status: Generated<string>;
  department: Generated<string>;
  /** The last sign-in (the user list's 'Last active'); null: never since it was recorded. */
  last_active_at: Timestamp | null;
  /** Made by the demo seed: the only accounts the production start checks (issue 37, item 2). */
  seeded: Generated<boolean>;
  /** The uploaded avatar's file name in user_avatars (issue 35); null: initials. */
  avatar_file: Generated<string | null>;
  /** 'light', 'dark' or 'system': the mode the server draws this user's pages in. */
  color_mode: Generated<string>;
  /** The e-mails this user wants (the settings' Notifications section). */
  notify_course_announcements: Generated<boolean>;
  notify_live_event_reminders: Generated<boolean>;
  notify_messages: Generated<boolean>;
  /** The language this person chose (a code of @lp/locales); null: the university's default. */
  locale: Generated<string | null>;
}

/** A university: a tenant with its own host name and brand (issue 16, spec 2 §3). */
export interface UniversitiesTable {
  id: string;
  name: string;
  slug: string;
  domain: string | null;
  description: Generated<string>;
  /** 'active', 'inactive' or 'suspended'. */
  status: string;
  branding: Json<UniversityBranding>;
  brand_id: string | null;
  sections: Json<Record<string, boolean>> | null;
  /** The language a visitor gets when nothing better matches, and the ones offered (issue 34). */
  default_locale: Generated<string>;
  locales: ColumnType<string[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** sha-256 of the cookie value: a leaked table does not hand out sessions. */
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The university the admin screens work on (the portal's Switch); null: the user's own. */
  current_university_id: Generated<string | null>;
  /** The university whose administrator this session acts as, and since when (issue 16). */
  impersonating_university_id: Generated<string | null>;
  impersonation_started_at: Generated<Date | null>;
  /** The browser of the device, as last seen (the settings' Sessions list). */
  user_agent: Generated<string | null>;
  last_used_at: Generated<Date | null>;
}

/** An uploaded avatar, content-addressed per university (issue 35). */
export interface UserAvatarsTable {
  university_id: string;
  file_name: string;
  mime_type: string;
  bytes: Uint8Array;
  created_at: Timestamp;
}

/** What was done while impersonating, with the real actor (issue 16). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: string | null;
  actor_email: string;
  university_id: string | null;
  /** 'impersonation-start', 'impersonation-end', 'impersonation-end-suspended' or 'write'. */
  action: string;
  method: string;
  path: string;
  status: number;
  created_at: Timestamp;
}

export interface TokensTable {
  /** sha-256 of the token sent by e-mail. */
  token_hash: string;
  purpose: string;
  email: string;
  user_id: string | null;
  /** Invitations: the lower-case role granted on acceptance. */
  role: string | null;
  created_by: string | null;
  /** Invitations: the university the new account joins; null: the host's. */
  university_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  link: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface CoursesTable {
  id: string;
  title: string;
  description: string;
  created_by_name: string;
  created_by_user_id: string | null;
  estimated_duration_hours: number;
  difficulty_level: string;
  category: string;
  language: string;
  image_url: string | null;
  is_published: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The university the course belongs to (issue 32); its modules, lessons and images with it. */
  university_id: string;
  /** Offered to every university of the deployment (set only by admin or superuser). */
  is_shared: Generated<boolean>;
  /** Title, category and description, lower-cased, for the catalogue's search (the database's). */
  search_text: GeneratedAlways<string>;
  /** Raised by every save in the course builder: a save over a newer version is refused (409). */
  version: Generated<number>;
}

export interface CourseModulesTable {
  course_id: string;
  id: string;
  position: number;
  title: string;
  description: string;
  total_duration: string;
  thumbnail: string | null;
}

export interface LessonsTable {
  course_id: string;
  module_id: string;
  id: string;
  position: number;
  /** The whole lesson object of the contract (content, quiz, summary...). */
  body: Json<Record<string, unknown>>;
}

export interface TranscriptsTable {
  id: string;
  title: string;
  segments: Json<unknown[]>;
  /** The course whose video lesson names it (issue 32); null only for one no lesson named. */
  course_id: string | null;
}

export interface CourseImagesTable {
  course_id: string;
  mime_type: string;
  bytes: Uint8Array;
  updated_at: Timestamp;
}

export interface EnrollmentsTable {
  user_id: string;
  course_id: string;
  /** Percent, 0-100. */
  progress: number;
  enrolled_at: Timestamp;
}

export interface LearnerStatsTable {
  id: string;
  /** Null for a learner of the seeded cohort; else the account these figures belong to. */
  user_id: string | null;
  /** Cohort rows show it; an account's row shows the account's name instead. */
  name: string;
  avatar: string;
  progress_percent: number;
  points: number;
  streak_days: number;
  /** Hours: 7 days by 7 hourly slots (the Time Spent Learning heatmap). */
  heatmap: Json<number[][]>;
}

export interface InstructorsTable {
  id: string;
  position: number;
  body: Json<Instructor>;
}

/** A program as stored: its instructors by id, resolved from `instructors` when served. */
export type StoredProgram = Omit<ProgramDetail, 'instructors'> & { instructorIds: string[] };

export interface ProgramsTable {
  id: string;
  /** The university whose learners see it (issue 32, migration 0020). */
  university_id: string;
  position: number;
  body: Json<StoredProgram>;
}

/** What a deployment shows on its dashboards beside the computed figures. */
export type DashboardContent = {
  learner: {
    featuredCourseId: string | null;
    liveEvent: LiveEvent | null;
    nextSteps: NextStepCard[];
    quote: Quote | null;
  };
  teacher: {
    dailyActive: ChartPoint[];
    headline: number;
    trend: number;
    insights: TeacherInsightData[];
    dashboards: SavedDashboard[];
  };
};

export interface DashboardContentTable {
  id: Generated<string>;
  /** One row per university (issue 32, migration 0020). */
  university_id: string;
  body: Json<DashboardContent>;
}

/** One saved video address per kind (issue 15); deployment-wide until issue 16. */
export interface VideoSettingsTable {
  /** 'live' or 'welcome' (the contract's videoKinds). */
  kind: string;
  url: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A user's own calendar event (spec 2 §3); optional fields are null when not given. */
export interface CalendarEventsTable {
  id: string;
  user_id: string;
  title: string;
  start_time: Timestamp;
  end_time: Timestamp;
  type: string;
  priority: string;
  location: string | null;
  instructor: string | null;
  attendees: Json<string[]> | null;
  description: string | null;
  is_online: boolean;
  completed: boolean;
  color: string | null;
  course_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An organization of a university (issue 18): the contract's Organization as stored. */
export interface OrganizationsTable {
  id: string;
  university_id: string;
  position: number;
  body: Json<Organization>;
}

/** One saved branding of a university (issue 17): each save and each restore. */
export interface BrandingVersionsTable {
  id: string;
  /** Insertion order: versions saved within the same instant still list newest first. */
  seq: Generated<number>;
  university_id: string;
  /** Always valid BrandingSettings (the first version is the earlier branding, mapped). */
  settings: Json<BrandingSettings>;
  /** Null for the branding as it was before the first save. */
  saved_by_user_id: string | null;
  saved_by_name: string | null;
  saved_at: Timestamp;
  /** The version this one restored, if it was made by Restore. */
  restored_from: string | null;
}

/** An uploaded logo (issue 17), content-addressed per university. */
export interface BrandingLogosTable {
  university_id: string;
  /** sha-256 hex of the bytes plus the sniffed type's extension: the address's last part. */
  file_name: string;
  /** Sniffed from the bytes, never the upload's declared type. */
  mime_type: string;
  bytes: Uint8Array;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  universities: UniversitiesTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  outbox: OutboxTable;
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  lessons: LessonsTable;
  transcripts: TranscriptsTable;
  course_images: CourseImagesTable;
  enrollments: EnrollmentsTable;
  learner_stats: LearnerStatsTable;
  instructors: InstructorsTable;
  programs: ProgramsTable;
  dashboard_content: DashboardContentTable;
  video_settings: VideoSettingsTable;
  calendar_events: CalendarEventsTable;
  organizations: OrganizationsTable;
  branding_versions: BrandingVersionsTable;
  branding_logos: BrandingLogosTable;
  cluster_processes: ClusterProcessesTable;
  cluster_presence: ClusterPresenceTable;
  cluster_attempts: ClusterAttemptsTable;
  sign_in_providers: SignInProvidersTable;
  sign_in_identities: SignInIdentitiesTable;
  sign_in_attempts: SignInAttemptsTable;
  user_avatars: UserAvatarsTable;
  lesson_completions: LessonCompletionsTable;
  certificates: CertificatesTable;
}

/** A lesson a user has done (issue 35): a quiz only once passed, with its score. */
export interface LessonCompletionsTable {
  user_id: string;
  course_id: string;
  lesson_id: string;
  quiz_score: number | null;
  completed_at: Timestamp;
}

/** A course's certificate (issue 35), one per user and course; `id` is unguessable. */
export interface CertificatesTable {
  id: string;
  user_id: string;
  university_id: string;
  course_id: string;
  learner_name: string;
  course_title: string;
  issued_at: Timestamp;
}

/** A server process sharing a PostgreSQL (cluster/): alive while its heartbeat is fresh. */
export interface ClusterProcessesTable {
  id: string;
  started_at: Timestamp;
  beat_at: Timestamp;
}

/** One row per user with a presence socket on a process. */
export interface ClusterPresenceTable {
  process_id: string;
  user_id: string;
  university_id: string;
}

/** A rate-limit window shared by every process (cluster/shared-limiters.ts). */
export interface ClusterAttemptsTable {
  limiter: string;
  key: string;
  started_at_ms: number;
  expires_at_ms: number;
  count: number;
}

/** A university's own identity provider (issue 33, auth/oidc/). */
export interface SignInProvidersTable {
  university_id: string;
  kind: string;
  enabled: boolean;
  issuer_url: string;
  client_id: string;
  /** AES-256-GCM sealed (auth/oidc/secret-box.ts); never sent back, never logged. */
  client_secret_sealed: string | null;
  scopes: string;
  button_label: string;
  allowed_domains: Json<string[]>;
  role_claim: string;
  role_mappings: Json<{ claimValue: string; role: string }[]>;
  update_role_on_sign_in: boolean;
  local_passwords: boolean;
  rp_logout: boolean;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A provider's subject linked to a platform account. */
export interface SignInIdentitiesTable {
  university_id: string;
  issuer: string;
  subject: string;
  user_id: string;
  created_at: Timestamp;
}

/** A sign-in through a provider under way, used once. */
export interface SignInAttemptsTable {
  state_hash: string;
  binding_hash: string;
  university_id: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  expires_at: Timestamp;
}
