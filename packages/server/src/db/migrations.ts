import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import {
  DEFAULT_UNIVERSITY_ID,
  DEFAULT_UNIVERSITY_SLUG,
  defaultUniversityBranding,
} from '../tenancy/default-university';

/** Migrations live in code so one build carries its schema; names sort in order. */
const migrations: Record<string, Migration> = {
  '0001_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('roles', 'jsonb', (col) => col.notNull())
        .addColumn('email_verified_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('csrf_token', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('tokens')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('role', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('link', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('sent_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('outbox_to_address').on('outbox').column('to_address').execute();
    },
  },
  '0002_courses': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('courses')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('created_by_user_id', 'text', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        .addColumn('estimated_duration_hours', 'double precision', (col) => col.notNull())
        .addColumn('difficulty_level', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text')
        .addColumn('is_published', 'boolean', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('course_modules')
        .addColumn('course_id', 'text', (col) =>
          col.notNull().references('courses.id').onDelete('cascade'),
        )
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('total_duration', 'text', (col) => col.notNull())
        .addColumn('thumbnail', 'text')
        .addPrimaryKeyConstraint('course_modules_pk', ['course_id', 'id'])
        .execute();
      await db.schema
        .createTable('lessons')
        .addColumn('course_id', 'text', (col) => col.notNull())
        .addColumn('module_id', 'text', (col) => col.notNull())
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('body', 'jsonb', (col) => col.notNull())
        .addPrimaryKeyConstraint('lessons_pk', ['course_id', 'module_id', 'id'])
        .addForeignKeyConstraint(
          'lessons_module_fk',
          ['course_id', 'module_id'],
          'course_modules',
          ['course_id', 'id'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createTable('transcripts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('segments', 'jsonb', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('course_images')
        .addColumn('course_id', 'text', (col) =>
          col.primaryKey().references('courses.id').onDelete('cascade'),
        )
        .addColumn('mime_type', 'text', (col) => col.notNull())
        .addColumn('bytes', 'bytea', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
  },
  /**
   * The learner's home (issue 14): enrolments, leaderboard figures, programs, instructors and
   * the dashboard's content. Universities become tenants in issue 16: learner_stats, programs,
   * instructors and dashboard_content then get a university_id (dashboard_content one row per
   * university), and the leaderboard ranks within one university.
   */
  '0003_learning': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('enrollments')
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('course_id', 'text', (col) =>
          col.notNull().references('courses.id').onDelete('cascade'),
        )
        .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enrolled_at', 'timestamptz', (col) => col.notNull())
        .addPrimaryKeyConstraint('enrollments_pk', ['user_id', 'course_id'])
        .addCheckConstraint('enrollments_progress_range', sql`progress between 0 and 100`)
        .execute();
      // Lists join on (user, course), covered by the key; this one serves per-course counts.
      await db.schema
        .createIndex('enrollments_course_id')
        .on('enrollments')
        .column('course_id')
        .execute();
      await db.schema
        .createTable('learner_stats')
        .addColumn('id', 'text', (col) => col.primaryKey())
        // Null: a learner of the seeded cohort, not an account; set: that account's figures.
        .addColumn('user_id', 'text', (col) =>
          col.unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('avatar', 'text', (col) => col.notNull())
        .addColumn('progress_percent', 'integer', (col) => col.notNull())
        .addColumn('points', 'integer', (col) => col.notNull())
        .addColumn('streak_days', 'integer', (col) => col.notNull())
        .addColumn('heatmap', 'jsonb', (col) => col.notNull())
        .addCheckConstraint('learner_stats_progress_range', sql`progress_percent between 0 and 100`)
        .addCheckConstraint('learner_stats_counts', sql`points >= 0 and streak_days >= 0`)
        .execute();
      await db.schema
        .createTable('instructors')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('body', 'jsonb', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('programs')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('body', 'jsonb', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_content')
        .addColumn('id', 'text', (col) => col.primaryKey().defaultTo('default'))
        .addColumn('body', 'jsonb', (col) => col.notNull())
        .execute();
    },
  },
  /**
   * The live session and the calendar (issue 15). video_settings holds one address per kind
   * for the whole deployment; issue 16 scopes it per university (a university_id in the key).
   * calendar_events belong to one user each and are read by (user, start).
   */
  '0004_live_calendar': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('video_settings')
        .addColumn('kind', 'text', (col) => col.primaryKey())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        // Who saved it (null: the seed, or an account deleted since).
        .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
        .addCheckConstraint('video_settings_kind', sql`kind in ('live', 'welcome')`)
        .execute();
      await db.schema
        .createTable('calendar_events')
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('start_time', 'timestamptz', (col) => col.notNull())
        .addColumn('end_time', 'timestamptz', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('priority', 'text', (col) => col.notNull())
        .addColumn('location', 'text')
        .addColumn('instructor', 'text')
        .addColumn('attendees', 'jsonb')
        .addColumn('description', 'text')
        .addColumn('is_online', 'boolean', (col) => col.notNull())
        .addColumn('completed', 'boolean', (col) => col.notNull())
        .addColumn('color', 'text')
        .addColumn('course_id', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .addCheckConstraint('calendar_events_end_after_start', sql`end_time > start_time`)
        .execute();
      await db.schema
        .createIndex('calendar_events_user_start')
        .on('calendar_events')
        .columns(['user_id', 'start_time'])
        .execute();
    },
  },
  '0005_universities': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('universities')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        // Lower case, no port; null: reached only as the default university.
        .addColumn('domain', 'text', (col) => col.unique())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('branding', 'jsonb', (col) => col.notNull())
        // A built-in brand of tokens/brands used as it is; null: the branding's own colours.
        .addColumn('brand_id', 'text')
        // The app's sections switched on (null: all of them).
        .addColumn('sections', 'jsonb')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
        .addCheckConstraint(
          'universities_status',
          sql`status in ('active', 'inactive', 'suspended')`,
        )
        .execute();
      // The deployment's own university: every account made before universities existed, and
      // every host that names no other, belongs to it.
      const now = new Date().toISOString();
      await sql`
        insert into universities (id, name, slug, domain, description, status, branding, brand_id, created_at, updated_at)
        values (${DEFAULT_UNIVERSITY_ID}, 'Learning Platform', ${DEFAULT_UNIVERSITY_SLUG}, null, '', 'active',
          ${JSON.stringify(defaultUniversityBranding)}::jsonb, 'default', ${now}, ${now})
      `.execute(db);
      await db.schema
        .alterTable('users')
        .addColumn('university_id', 'text', (col) =>
          col.notNull().defaultTo(DEFAULT_UNIVERSITY_ID).references('universities.id'),
        )
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('department', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('users_university_id')
        .on('users')
        .column('university_id')
        .execute();
    },
  },
  '0006_session_university': {
    async up(db: Kysely<unknown>) {
      // The university an admin's screens work on (the portal's Switch); null: their own.
      await db.schema
        .alterTable('sessions')
        .addColumn('current_university_id', 'text', (col) =>
          col.references('universities.id').onDelete('set null'),
        )
        .execute();
    },
  },
  '0007_impersonation': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('sessions')
        .addColumn('impersonating_university_id', 'text', (col) =>
          col.references('universities.id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('impersonation_started_at', 'timestamptz')
        .execute();
      // Who did what while acting as a university's administrator: the real actor, always.
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'serial', (col) => col.primaryKey())
        .addColumn('actor_user_id', 'text', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        .addColumn('actor_email', 'text', (col) => col.notNull())
        .addColumn('university_id', 'text', (col) =>
          col.references('universities.id').onDelete('set null'),
        )
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_created_at')
        .on('audit_log')
        .column('created_at')
        .execute();
    },
  },
  '0008_invitation_university': {
    async up(db: Kysely<unknown>) {
      // The university an invited account joins; deleting the university retires its invitations.
      await db.schema
        .alterTable('tokens')
        .addColumn('university_id', 'text', (col) =>
          col.references('universities.id').onDelete('cascade'),
        )
        .execute();
    },
  },
  '0009_user_last_active': {
    async up(db: Kysely<unknown>) {
      // The user list's 'Last active': set at each sign-in.
      await db.schema.alterTable('users').addColumn('last_active_at', 'timestamptz').execute();
      await db.schema
        .createIndex('users_university_created')
        .on('users')
        .columns(['university_id', 'created_at'])
        .execute();
    },
  },
  '0010_organizations': {
    async up(db: Kysely<unknown>) {
      // The organizations dashboard's records (issue 18): one JSON document each, per university.
      await db.schema
        .createTable('organizations')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('university_id', 'text', (col) =>
          col.notNull().references('universities.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('body', 'jsonb', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('organizations_university')
        .on('organizations')
        .columns(['university_id', 'position'])
        .execute();
    },
  },
  '0011_branding': {
    async up(db: Kysely<unknown>) {
      // Each saved branding of a university (issue 17): what, by whom and when. `seq` orders
      // versions saved within the same instant (newest first).
      await db.schema
        .createTable('branding_versions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('seq', 'serial', (col) => col.notNull().unique())
        .addColumn('university_id', 'text', (col) =>
          col.notNull().references('universities.id').onDelete('cascade'),
        )
        .addColumn('settings', 'jsonb', (col) => col.notNull())
        // Plain text, not a foreign key: the history keeps naming who saved after the account goes.
        .addColumn('saved_by_user_id', 'text')
        .addColumn('saved_by_name', 'text')
        .addColumn('saved_at', 'timestamptz', (col) => col.notNull())
        .addColumn('restored_from', 'text')
        .execute();
      await db.schema
        .createIndex('branding_versions_university')
        .on('branding_versions')
        .columns(['university_id', 'seq'])
        .execute();
      // Uploaded logos, content-addressed: the same bytes keep one address. Per university, so
      // a university's branding can only name logos uploaded for it.
      await db.schema
        .createTable('branding_logos')
        .addColumn('university_id', 'text', (col) =>
          col.notNull().references('universities.id').onDelete('cascade'),
        )
        .addColumn('file_name', 'text', (col) => col.notNull())
        .addColumn('mime_type', 'text', (col) => col.notNull())
        .addColumn('bytes', 'bytea', (col) => col.notNull())
        .addColumn('uploaded_by', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addPrimaryKeyConstraint('branding_logos_pkey', ['university_id', 'file_name'])
        .execute();
      await db.schema
        .createIndex('branding_logos_file_name')
        .on('branding_logos')
        .column('file_name')
        .execute();
    },
  },
  '0012_cluster': {
    async up(db: Kysely<unknown>) {
      // What several server processes on one PostgreSQL share (cluster/, docs/deploying.md);
      // unused on the embedded database. Unlogged: heartbeats and counters need no crash
      // recovery (a restarted server starts empty, as one process's memory would).
      await sql`create unlogged table cluster_processes (
        id text primary key,
        started_at timestamptz not null,
        beat_at timestamptz not null
      )`.execute(db);
      await sql`create unlogged table cluster_presence (
        process_id text not null references cluster_processes (id) on delete cascade,
        user_id text not null,
        university_id text not null,
        primary key (process_id, user_id)
      )`.execute(db);
      await sql`create unlogged table cluster_attempts (
        limiter text not null,
        key text not null,
        started_at_ms float8 not null,
        expires_at_ms float8 not null,
        count integer not null,
        primary key (limiter, key)
      )`.execute(db);
      await sql`create index cluster_attempts_key on cluster_attempts (key)`.execute(db);
      await sql`create index cluster_attempts_expiry on cluster_attempts (expires_at_ms)`.execute(
        db,
      );
    },
  },
  '0013_seeded_accounts': {
    async up(db: Kysely<unknown>) {
      // The production start checks only the accounts the demo seed made (issue 37, item 2).
      await db.schema
        .alterTable('users')
        .addColumn('seeded', 'boolean', (column) => column.notNull().defaultTo(false))
        .execute();
      // Those of earlier seeds: a demo address confirmed as it was made (the seed does both at
      // once; a registered account is confirmed later, from its e-mail).
      await sql`update users set seeded = true
        where email in ('student@demo.edu', 'teacher@demo.edu', 'admin@demo.edu',
                        'superuser@demo.edu', 'university_admin@demo.edu')
          and email_verified_at is not null
          and email_verified_at - created_at < interval '1 second'`.execute(db);
    },
  },
  '0014_sign_in_providers': {
    async up(db: Kysely<unknown>) {
      // A university's own identity provider (issue 33). `kind` is 'oidc'; SAML would be a
      // second kind in the same row. The client secret is stored sealed (auth/oidc/secret-box.ts).
      await sql`create table sign_in_providers (
        university_id text primary key references universities (id) on delete cascade,
        kind text not null default 'oidc',
        enabled boolean not null default true,
        issuer_url text not null,
        client_id text not null,
        client_secret_sealed text,
        scopes text not null,
        button_label text not null,
        allowed_domains jsonb not null default '[]',
        role_claim text not null default 'roles',
        role_mappings jsonb not null default '[]',
        update_role_on_sign_in boolean not null default false,
        local_passwords boolean not null default true,
        rp_logout boolean not null default false,
        updated_at timestamptz not null,
        updated_by text
      )`.execute(db);
      // Which provider account is which platform account: by the provider's subject, never by
      // e-mail alone (an e-mail links an existing account once, under the rules of issue 33).
      await sql`create table sign_in_identities (
        university_id text not null references universities (id) on delete cascade,
        issuer text not null,
        subject text not null,
        user_id text not null references users (id) on delete cascade,
        created_at timestamptz not null,
        primary key (university_id, issuer, subject)
      )`.execute(db);
      await sql`create index sign_in_identities_user on sign_in_identities (user_id)`.execute(db);
      // A sign-in under way: its state (hashed), PKCE verifier and nonce, used once. The browser
      // holds the matching binding cookie, so a callback from another browser is refused.
      await sql`create table sign_in_attempts (
        state_hash text primary key,
        binding_hash text not null,
        university_id text not null references universities (id) on delete cascade,
        code_verifier text not null,
        nonce text not null,
        redirect_uri text not null,
        return_to text not null,
        expires_at timestamptz not null
      )`.execute(db);
      await sql`create index sign_in_attempts_expiry on sign_in_attempts (expires_at)`.execute(db);
    },
  },
  '0015_account': {
    async up(db: Kysely<unknown>) {
      // The learner's own pages (issue 35): their avatar, the colour mode the server draws
      // their pages in, which e-mails they want, and what the Sessions list shows of a device.
      await sql`alter table users
        add column avatar_file text,
        add column color_mode text not null default 'system',
        add column notify_course_announcements boolean not null default true,
        add column notify_live_event_reminders boolean not null default true,
        add column notify_messages boolean not null default true`.execute(db);
      await sql`alter table sessions
        add column user_agent text,
        add column last_used_at timestamptz`.execute(db);
      // Uploaded avatars, content-addressed like the logos and per university, so an address
      // opens only for people of the same university.
      await sql`create table user_avatars (
        university_id text not null references universities (id) on delete cascade,
        file_name text not null,
        mime_type text not null,
        bytes bytea not null,
        created_at timestamptz not null,
        primary key (university_id, file_name)
      )`.execute(db);
    },
  },
  '0016_certificates': {
    async up(db: Kysely<unknown>) {
      // Achievements (issue 35, item 3). A lesson is done for a user once (a quiz only when
      // passed, with its score); the enrolment's progress is then recomputed from these rows.
      await sql`create table lesson_completions (
        user_id text not null references users (id) on delete cascade,
        course_id text not null references courses (id) on delete cascade,
        lesson_id text not null,
        quiz_score integer check (quiz_score between 0 and 100),
        completed_at timestamptz not null,
        primary key (user_id, course_id, lesson_id)
      )`.execute(db);
      // One certificate per user and course, ever: the unique key makes a second issue a no-op.
      // Its id is 128 random bits (base64url), the only key the public verification takes. The
      // names are kept as they were when it was issued: a certificate states what was true then.
      await sql`create table certificates (
        id text primary key,
        user_id text not null references users (id) on delete cascade,
        university_id text not null references universities (id) on delete cascade,
        course_id text not null references courses (id) on delete cascade,
        learner_name text not null,
        course_title text not null,
        issued_at timestamptz not null,
        unique (user_id, course_id)
      )`.execute(db);
    },
  },
  '0017_course_universities': {
    async up(db: Kysely<unknown>) {
      // Courses belong to a university (issue 32, decision 0023). The courses of before were the
      // deployment's one shared catalogue: they become the default university's. The default
      // is dropped afterwards, so a new course must name its university.
      await sql`alter table courses
        add column university_id text not null default ${sql.lit(DEFAULT_UNIVERSITY_ID)}
          references universities (id) on delete cascade,
        add column is_shared boolean not null default false`.execute(db);
      await sql`alter table courses alter column university_id drop default`.execute(db);
      // The catalogue's search reads one lower-cased text per course rather than lower-casing
      // three columns per row per search (about three times faster at 5,000 courses). The unit
      // separator keeps a match from spanning two fields: no searched text can contain it.
      await sql`alter table courses add column search_text text generated always as
        (lower(title || chr(31) || category || chr(31) || description)) stored`.execute(db);
      // The catalogue (docs/benchmarks.md, catalogue): each sort reads its page in index order
      // from the published courses and stops there, rather than sorting every course of the
      // university; a page is `limit` rows past the offset, whatever the catalogue's size.
      await sql`create index courses_published_newest on courses (created_at desc, id)
        where is_published`.execute(db);
      await sql`create index courses_published_title on courses (lower(title), id)
        where is_published`.execute(db);
      await sql`create index courses_published_duration
        on courses (estimated_duration_hours, lower(title), id) where is_published`.execute(db);
      // A university's courses, its published count, and the facets' distinct values, read
      // by skipping from one value to the next (course-catalog.ts).
      await sql`create index courses_university_category
        on courses (university_id, is_published, category)`.execute(db);
      await sql`create index courses_university_language
        on courses (university_id, is_published, language)`.execute(db);
      // The few courses shared with every university.
      await sql`create index courses_shared on courses (university_id)
        where is_shared and is_published`.execute(db);
      // A course's completions by course: deleting a course (its cascade) and its lesson counts.
      await sql`create index lesson_completions_course on lesson_completions (course_id)`.execute(
        db,
      );
    },
  },
  '0018_course_authoring': {
    async up(db: Kysely<unknown>) {
      // The course builder (issue 32): every save names the version it read, and a save over a
      // newer one is refused, so two editors never overwrite each other unseen.
      await sql`alter table courses add column version integer not null default 1`.execute(db);
      // A transcript belongs to the course whose video lesson names it: a save may name only
      // its own course's, so no one reads another university's transcript through a lesson.
      await sql`alter table transcripts
        add column course_id text references courses (id) on delete cascade`.execute(db);
      await sql`update transcripts set course_id = (
          select lessons.course_id from lessons
          where lessons.body ->> 'transcriptId' = transcripts.id
          limit 1
        )`.execute(db);
      await sql`create index transcripts_course on transcripts (course_id)`.execute(db);
    },
  },
  '0019_languages': {
    async up(db: Kysely<unknown>) {
      // Language is the university's and the person's, like the brand (issue 34): a university
      // names the languages it offers and its default; a person's choice (null: none yet)
      // follows them to every device, and their e-mails are written in it.
      await sql`alter table universities
        add column default_locale text not null default 'en',
        add column locales jsonb not null default '["en", "es", "ar"]'::jsonb`.execute(db);
      await sql`alter table users add column locale text`.execute(db);
    },
  },
  '0020_learning_content_universities': {
    async up(db: Kysely<unknown>) {
      // Programs and the dashboard's content belong to a university as courses do (issue 32,
      // decision 0023): those of before were the deployment's, so they become the default
      // university's, and the default is dropped so a new row must name its university.
      await sql`alter table programs
        add column university_id text not null default ${sql.lit(DEFAULT_UNIVERSITY_ID)}
          references universities (id) on delete cascade`.execute(db);
      await sql`alter table programs alter column university_id drop default`.execute(db);
      await sql`create index programs_university on programs (university_id, position, id)`.execute(
        db,
      );
      // The dashboard's content: one row per university. Only the row 'default' was ever read.
      await sql`alter table dashboard_content add column university_id text
        unique references universities (id) on delete cascade`.execute(db);
      await sql`update dashboard_content set university_id = ${DEFAULT_UNIVERSITY_ID}
        where id = 'default'`.execute(db);
      await sql`delete from dashboard_content where university_id is null`.execute(db);
      await sql`alter table dashboard_content alter column university_id set not null`.execute(db);
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
