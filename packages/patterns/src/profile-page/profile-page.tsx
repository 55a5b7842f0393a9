import { validateProfile } from '@lp/contract';
import * as profilePageMessages from '@lp/locales/en/profile-page';
import {
  Avatar,
  Banner,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  Skeleton,
  TextField,
  useMessages,
} from '@lp/ui';
import { useRef, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useAuthForm } from '../auth-layout';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  department: string;
}

/** Who the person is, as the page shows it. */
export interface ProfileDetails extends ProfileValues {
  email: string;
  /** The role as the person reads it ('Student'). */
  roleLabel: string;
  universityName: string;
  /** The avatar's address; the initials show without one. */
  avatarUrl: string | null;
}

export interface ProfilePageProps extends Omit<ComponentProps<'section'>, 'onSubmit'> {
  /** 'loading' and 'error' show in place of the profile. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The profile; needed when ready. */
  profile?: ProfileDetails;
  /** Starting values of the form, such as what a form sent before the script kept. @default the profile's */
  defaultValues?: ProfileValues;
  /** Saves the name and department; may return a promise (the in-progress label shows). */
  onSubmit?: (values: ProfileValues) => unknown;
  /** The form's failure, such as the server's message. */
  error?: ReactNode;
  /** The form's success, such as 'Your profile has been saved.'. */
  notice?: ReactNode;
  /**
   * Takes a chosen picture. Without it (before the script has run) the avatar has an upload
   * form of its own, `multipart/form-data` with the field `avatar`, that posts.
   */
  onAvatarChange?: (file: File) => unknown;
  /** Removes the picture; the initials show again. Without it, a form posts `intent=remove-avatar`. */
  onAvatarRemove?: () => unknown;
  /** The avatar is being uploaded or removed. @default false */
  avatarBusy?: boolean;
  /** The upload's failure, such as 'The avatar must be a PNG, JPEG or WebP image.'. */
  avatarError?: ReactNode;
  /** The upload's success, such as 'Your avatar has been updated.' (a form that posted). */
  avatarNotice?: ReactNode;
  /** Reads the profile again after a failure. */
  onRetry?: () => void;
  /** @default 'Your Profile' */
  title?: string;
  /** @default 'How you appear to your teachers and classmates.' */
  description?: string;
  /** @default 'Email' */
  emailLabel?: string;
  /** @default 'Role' */
  roleLabel?: string;
  /** @default 'University' */
  universityLabel?: string;
  /** @default 'Edit your profile' */
  formTitle?: string;
  /** @default 'Your e-mail, role and university are managed by your university.' */
  formDescription?: string;
  /** @default 'First name' */
  firstNameLabel?: string;
  /** @default 'Last name' */
  lastNameLabel?: string;
  /** @default 'Department' */
  departmentLabel?: string;
  /** @default 'Save Changes' */
  submitLabel?: string;
  /** @default 'Saving...' */
  submittingLabel?: string;
  /** @default 'Your profile could not be saved. Please try again.' */
  failureMessage?: string;
  /** @default 'Upload photo' */
  uploadLabel?: string;
  /** @default 'Remove photo' */
  removeLabel?: string;
  /** The file field's name in the upload form that posts. @default 'Photo' */
  fileLabel?: string;
  /** @default 'PNG, JPEG or WebP, up to 2 MB.' */
  avatarHint?: string;
  /** @default 'Your profile could not be loaded.' */
  errorMessage?: string;
  /** @default 'Try Again' */
  retryLabel?: string;
}

/** /profile: the person's name, e-mail, role, university, department and avatar; name and department editable. */
export function ProfilePage(allProps: ProfilePageProps) {
  const text = useMessages(profilePageMessages);
  const {
    status = 'ready',
    profile,
    defaultValues,
    onSubmit,
    error,
    notice,
    onAvatarChange,
    onAvatarRemove,
    avatarBusy = false,
    avatarError,
    avatarNotice,
    onRetry,
    title = text.title,
    description = text.description,
    className,
    ...props
  } = allProps;
  return (
    <section
      data-slot="profile-page"
      data-state={status}
      aria-labelledby="profile-page-title"
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6 py-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-1">
        <h2 id="profile-page-title" className="text-2xl font-semibold text-text">
          {title}
        </h2>
        <p className="text-sm text-text-muted">{description}</p>
      </header>
      {status === 'loading' ? (
        <ProfileSkeleton />
      ) : status === 'error' || !profile ? (
        <Banner
          variant="error"
          title={props.errorMessage ?? text.errorMessage}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {props.retryLabel ?? text.retryLabel}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ProfileBody
          profile={profile}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          error={error}
          notice={notice}
          onAvatarChange={onAvatarChange}
          onAvatarRemove={onAvatarRemove}
          avatarBusy={avatarBusy}
          avatarError={avatarError}
          avatarNotice={avatarNotice}
          texts={props}
        />
      )}
    </section>
  );
}

function ProfileSkeleton() {
  const text = useMessages(profilePageMessages);
  return (
    <div data-slot="profile-loading" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        {text.loading}
      </span>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

type Texts = Omit<ProfilePageProps, 'status' | 'profile' | 'title' | 'description'>;

function ProfileBody({
  profile,
  defaultValues,
  onSubmit,
  error,
  notice,
  onAvatarChange,
  onAvatarRemove,
  avatarBusy,
  avatarError,
  avatarNotice,
  texts,
}: {
  profile: ProfileDetails;
  defaultValues?: ProfileValues;
  onSubmit?: (values: ProfileValues) => unknown;
  error?: ReactNode;
  notice?: ReactNode;
  onAvatarChange?: (file: File) => unknown;
  onAvatarRemove?: () => unknown;
  avatarBusy: boolean;
  avatarError?: ReactNode;
  avatarNotice?: ReactNode;
  texts: Texts;
}) {
  const text = useMessages(profilePageMessages);
  const {
    emailLabel = text.emailLabel,
    roleLabel = text.roleLabel,
    universityLabel = text.universityLabel,
    formTitle = text.formTitle,
    formDescription = text.formDescription,
    firstNameLabel = text.firstNameLabel,
    lastNameLabel = text.lastNameLabel,
    departmentLabel = text.departmentLabel,
    submitLabel = text.submitLabel,
    submittingLabel = text.submittingLabel,
    failureMessage = text.failureMessage,
    uploadLabel = text.uploadLabel,
    removeLabel = text.removeLabel,
    fileLabel = text.fileLabel,
    avatarHint = text.avatarHint,
  } = texts;
  const form = useAuthForm({
    defaultValues: defaultValues ?? {
      firstName: profile.firstName,
      lastName: profile.lastName,
      department: profile.department,
    },
    validate: validateProfile,
    fieldOrder: ['firstName', 'lastName', 'department'] as const,
    onSubmit,
    failureMessage,
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (file) onAvatarChange?.(file);
  };

  return (
    <>
      <Card data-slot="profile-details">
        <CardContent className="flex flex-col gap-6 pt-6 md:flex-row md:items-center">
          <div className="flex flex-col items-center gap-3">
            <Avatar name={fullName} src={profile.avatarUrl ?? undefined} size="xl" />
            {onAvatarChange ? (
              <div className="flex flex-col items-center gap-2">
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  hidden
                  onChange={onFile}
                  data-slot="profile-avatar-input"
                />
                <Button
                  variant="outline"
                  size="sm"
                  loading={avatarBusy}
                  onClick={() => fileInput.current?.click()}
                >
                  {uploadLabel}
                </Button>
                {profile.avatarUrl && onAvatarRemove ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={avatarBusy}
                    onClick={() => void onAvatarRemove()}
                  >
                    {removeLabel}
                  </Button>
                ) : null}
                <p className="text-xs text-text-muted">{avatarHint}</p>
              </div>
            ) : (
              <AvatarForms
                hasAvatar={!!profile.avatarUrl}
                labels={{ uploadLabel, removeLabel, fileLabel, avatarHint }}
              />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <h3 className="text-lg font-semibold break-words text-text">{fullName}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-text-muted">{emailLabel}</dt>
              <dd dir="auto" className="min-w-0 break-words text-text">
                {profile.email}
              </dd>
              <dt className="text-text-muted">{roleLabel}</dt>
              <dd className="text-text">{profile.roleLabel}</dd>
              <dt className="text-text-muted">{universityLabel}</dt>
              <dd className="min-w-0 break-words text-text">{profile.universityName}</dd>
              <dt className="text-text-muted">{departmentLabel}</dt>
              <dd className="min-w-0 break-words text-text">
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a dash for none, not words */}
                {profile.department || '—'}
              </dd>
            </dl>
          </div>
        </CardContent>
        {avatarError ? (
          <CardContent>
            <Banner variant="error" title={avatarError} />
          </CardContent>
        ) : avatarNotice ? (
          <CardContent>
            <Banner variant="success" title={avatarNotice} />
          </CardContent>
        ) : null}
      </Card>
      <Card data-slot="profile-form">
        <CardHeader>
          <CardTitle>{formTitle}</CardTitle>
          <CardDescription>{formDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <form {...form.formProps} className="flex flex-col gap-4">
            {notice && !error && !form.failure ? <Banner variant="success" title={notice} /> : null}
            {(error ?? form.failure) ? (
              <Banner variant="error" title={error ?? form.failure} />
            ) : null}
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                label={firstNameLabel}
                autoComplete="given-name"
                required
                {...form.field('firstName')}
              />
              <TextField
                label={lastNameLabel}
                autoComplete="family-name"
                required
                {...form.field('lastName')}
              />
            </div>
            <TextField
              label={departmentLabel}
              autoComplete="organization-title"
              {...form.field('department')}
            />
            <div>
              <Button type="submit" loading={form.busy} loadingText={submittingLabel}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}

/**
 * The avatar's controls before the script has run: an upload form (`multipart/form-data`, the
 * browser's own file field) and, with a picture, a removal form. Both post to the page, whose
 * action sends them to the API as the script would.
 */
function AvatarForms({
  hasAvatar,
  labels,
}: {
  hasAvatar: boolean;
  labels: { uploadLabel: string; removeLabel: string; fileLabel: string; avatarHint: string };
}) {
  return (
    <div data-slot="profile-avatar-forms" className="flex flex-col items-center gap-2">
      <form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col items-center gap-2"
      >
        <input type="hidden" name="intent" value="avatar" />
        <label className="flex flex-col items-center gap-1 text-sm text-text">
          {labels.fileLabel}
          <input
            type="file"
            name="avatar"
            accept="image/png,image/jpeg,image/webp"
            required
            className="max-w-56 text-xs text-text-muted file:me-2 file:rounded-md file:border file:border-border file:bg-surface file:px-2 file:py-1 file:text-text"
          />
        </label>
        <p className="text-xs text-text-muted">{labels.avatarHint}</p>
        <Button type="submit" variant="outline" size="sm">
          {labels.uploadLabel}
        </Button>
      </form>
      {hasAvatar ? (
        <form method="post">
          <input type="hidden" name="intent" value="remove-avatar" />
          <Button type="submit" variant="ghost" size="sm">
            {labels.removeLabel}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
