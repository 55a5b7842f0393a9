import type {
  SignInSettings,
  TestSignInConnectionResponse,
  UpdateSignInSettingsRequest,
} from '@lp/contract/api';
import {
  Banner,
  Button,
  PasswordField,
  Skeleton,
  SkeletonGroup,
  Switch,
  TextArea,
  TextField,
} from '@lp/ui';
import { useState, type ComponentProps } from 'react';
import { AdminListPage } from '../admin-list-page';
import { UniversityPicker } from '../university-portal/university-picker';
import { useSignInSettingsTexts, type SignInSettingsTexts } from './sign-in-settings-texts';
import { requestOf, useSignInDraft, validateSignIn, type SignInErrors } from './use-sign-in-draft';

export interface SignInSettingsPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The settings' request: loading shows skeletons, error the message with Try again. */
  status: 'loading' | 'error' | 'ready';
  /** Try again in the error state. */
  onRetry?: () => void;
  /** The universities the user may edit; with one (a university_admin) its name shows. */
  universities: ReadonlyArray<{ id: string; name: string }>;
  universityId: string;
  onUniversityChange: (id: string) => void;
  /** The stored provider, or null when the university has none. */
  stored: SignInSettings | null;
  /** The redirect URI to register at the provider (the server says it). */
  redirectUri: string;
  /** Saves; rejects with Error(message). */
  onSave: (settings: UpdateSignInSettingsRequest) => Promise<void>;
  /** Runs discovery of the issuer typed (or the stored one) and resolves with what it found. */
  onTest: (issuerUrl: string) => Promise<TestSignInConnectionResponse>;
  /** Removes the provider: the university signs in with passwords again. */
  onRemove: () => Promise<void>;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultSignInSettingsTexts */
  texts?: Partial<SignInSettingsTexts>;
  /** What "Test connection" found, shown from the start (stories). */
  defaultTestResult?: TestSignInConnectionResponse;
}

/**
 * The "Sign-in" section of university management (issue 33): a university's own OpenID Connect
 * provider, its button, domains and roles, and whether passwords stay. The secret is write-only:
 * the page only says whether one is stored.
 */
export function SignInSettingsPage({
  status,
  onRetry,
  universities,
  universityId,
  onUniversityChange,
  stored,
  redirectUri,
  onSave,
  onTest,
  onRemove,
  titleAs = 'h2',
  texts: textsProp,
  defaultTestResult,
  ...props
}: SignInSettingsPageProps) {
  const texts = useSignInSettingsTexts(textsProp);
  const { draft, change } = useSignInDraft(universityId, stored);
  const [busy, setBusy] = useState<'save' | 'test' | 'remove' | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [tested, setTested] = useState<TestSignInConnectionResponse | null>(
    defaultTestResult ?? null,
  );
  const errors: SignInErrors = attempted ? validateSignIn(draft, texts) : {};

  const run = async (kind: 'save' | 'test' | 'remove', work: () => Promise<void>) => {
    setBusy(kind);
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof Error && error.message ? error.message : texts.saveFailed,
      });
    } finally {
      setBusy(null);
    }
  };

  const save = () => {
    setAttempted(true);
    if (Object.keys(validateSignIn(draft, texts)).length > 0) return;
    void run('save', async () => {
      await onSave(requestOf(draft));
      setOutcome({ tone: 'success', text: texts.saved });
    });
  };

  const test = () =>
    void run('test', async () => {
      setTested(await onTest(draft.issuerUrl.trim()));
    });

  const form = () => (
    <form
      noValidate
      aria-label={texts.title}
      data-slot="sign-in-settings-form"
      className="flex max-w-2xl min-w-0 flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {stored ? null : <Banner variant="info">{texts.noProvider}</Banner>}
      <TextField label={texts.redirectUri} value={redirectUri} readOnly />
      <Switch
        label={texts.enabled}
        checked={draft.enabled}
        onCheckedChange={(enabled) => change({ enabled })}
      />
      <TextField
        label={texts.issuerUrl}
        description={texts.issuerUrlDescription}
        type="url"
        required
        value={draft.issuerUrl}
        error={errors.issuerUrl}
        onChange={(event) => change({ issuerUrl: event.target.value })}
      />
      <TextField
        label={texts.clientId}
        required
        autoComplete="off"
        value={draft.clientId}
        error={errors.clientId}
        onChange={(event) => change({ clientId: event.target.value })}
      />
      <PasswordField
        label={texts.clientSecret}
        description={stored?.clientSecretSet ? texts.clientSecretStored : texts.clientSecretNone}
        autoComplete="new-password"
        value={draft.clientSecret}
        onChange={(event) => change({ clientSecret: event.target.value })}
      />
      <TextField
        label={texts.scopes}
        value={draft.scopes}
        onChange={(event) => change({ scopes: event.target.value })}
      />
      <TextField
        label={texts.buttonLabel}
        description={texts.buttonLabelDescription}
        required
        value={draft.buttonLabel}
        error={errors.buttonLabel}
        onChange={(event) => change({ buttonLabel: event.target.value })}
      />
      <TextField
        label={texts.allowedDomains}
        description={texts.allowedDomainsDescription}
        value={draft.allowedDomains}
        onChange={(event) => change({ allowedDomains: event.target.value })}
      />
      <TextField
        label={texts.roleClaim}
        value={draft.roleClaim}
        onChange={(event) => change({ roleClaim: event.target.value })}
      />
      <TextArea
        label={texts.roleMappings}
        description={texts.roleMappingsDescription}
        rows={3}
        value={draft.roleMappings}
        error={errors.roleMappings}
        onChange={(event) => change({ roleMappings: event.target.value })}
      />
      <Switch
        label={texts.updateRoleOnSignIn}
        checked={draft.updateRoleOnSignIn}
        onCheckedChange={(updateRoleOnSignIn) => change({ updateRoleOnSignIn })}
      />
      <Switch
        label={texts.localPasswords}
        checked={draft.localPasswords}
        onCheckedChange={(localPasswords) => change({ localPasswords })}
      />
      <Switch
        label={texts.rpLogout}
        checked={draft.rpLogout}
        onCheckedChange={(rpLogout) => change({ rpLogout })}
      />
      {outcome ? <Banner variant={outcome.tone}>{outcome.text}</Banner> : null}
      {tested ? <ConnectionReport result={tested} foundLabel={texts.testFound} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy !== null}>
          {busy === 'save' ? texts.saving : texts.save}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy !== null || !draft.issuerUrl.trim()}
          onClick={test}
        >
          {busy === 'test' ? texts.testing : texts.test}
        </Button>
        {stored ? (
          <Button
            type="button"
            variant="destructive"
            disabled={busy !== null}
            onClick={() => void run('remove', onRemove)}
          >
            {texts.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );

  return (
    <AdminListPage
      data-slot="sign-in-settings"
      status={status}
      title={texts.title}
      intro={texts.intro}
      titleAs={titleAs}
      actions={
        <UniversityPicker
          universities={universities}
          universityId={universityId}
          onUniversityChange={onUniversityChange}
          label={texts.university}
          disabled={busy !== null}
          slot="sign-in-settings-university"
        />
      }
      loading={
        <SkeletonGroup label={texts.loading}>
          <Skeleton className="h-10 w-full max-w-2xl" />
          <Skeleton className="h-10 w-full max-w-2xl" />
          <Skeleton className="h-10 w-full max-w-2xl" />
        </SkeletonGroup>
      }
      texts={texts}
      onRetry={onRetry}
      {...props}
    >
      {form}
    </AdminListPage>
  );
}

/** What discovery found (issuer and endpoints), or why it failed. */
function ConnectionReport({
  result,
  foundLabel,
}: {
  result: TestSignInConnectionResponse;
  foundLabel: string;
}) {
  const found: [string, string | undefined][] = [
    ['issuer', result.issuer],
    ['authorization_endpoint', result.authorizationEndpoint],
    ['token_endpoint', result.tokenEndpoint],
    ['end_session_endpoint', result.endSessionEndpoint],
    ['code_challenge_methods', result.codeChallengeMethods?.join(', ')],
  ];
  return (
    <Banner variant={result.ok ? 'success' : 'error'} data-slot="sign-in-connection-report">
      <p dir="auto">{result.message}</p>
      {result.ok ? (
        <dl
          aria-label={foundLabel}
          className="mt-2 grid gap-x-3 text-sm break-all md:grid-cols-[auto_1fr]"
        >
          {found
            .filter((entry): entry is [string, string] => !!entry[1])
            .map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium">{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      ) : null}
    </Banner>
  );
}
