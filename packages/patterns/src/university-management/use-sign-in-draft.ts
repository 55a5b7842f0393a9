import { SIGN_IN_CLAIM_ROLES, SIGN_IN_DEFAULT_SCOPES } from '@lp/contract';
import type { RoleMapping, SignInSettings, UpdateSignInSettingsRequest } from '@lp/contract/api';
import { useState } from 'react';
import type { SignInSettingsTexts } from './sign-in-settings-texts';

/** The Sign-in form as typed: lists as text, the secret empty unless a new one is typed. */
export type SignInDraft = {
  enabled: boolean;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  buttonLabel: string;
  allowedDomains: string;
  roleClaim: string;
  roleMappings: string;
  updateRoleOnSignIn: boolean;
  localPasswords: boolean;
  rpLogout: boolean;
};

export function draftOf(stored: SignInSettings | null): SignInDraft {
  return {
    enabled: stored?.enabled ?? true,
    issuerUrl: stored?.issuerUrl ?? '',
    clientId: stored?.clientId ?? '',
    clientSecret: '',
    scopes: stored?.scopes ?? SIGN_IN_DEFAULT_SCOPES,
    buttonLabel: stored?.buttonLabel ?? '',
    allowedDomains: (stored?.allowedDomains ?? []).join(', '),
    roleClaim: stored?.roleClaim ?? 'roles',
    roleMappings: (stored?.roleMappings ?? [])
      .map((mapping) => `${mapping.claimValue} = ${mapping.role}`)
      .join('\n'),
    updateRoleOnSignIn: stored?.updateRoleOnSignIn ?? false,
    localPasswords: stored?.localPasswords ?? true,
    rpLogout: stored?.rpLogout ?? false,
  };
}

/** "faculty = teacher" lines as mappings; the first line that is not one, when there is one. */
export function parseRoleMappings(text: string): { mappings: RoleMapping[]; wrong?: string } {
  const mappings: RoleMapping[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.lastIndexOf('=');
    const claimValue = line.slice(0, at).trim();
    const role = line.slice(at + 1).trim();
    if (at < 1 || !claimValue || !(SIGN_IN_CLAIM_ROLES as readonly string[]).includes(role))
      return { mappings, wrong: line };
    mappings.push({ claimValue, role: role as RoleMapping['role'] });
  }
  return { mappings };
}

export type SignInField = keyof SignInDraft;
export type SignInErrors = Partial<Record<SignInField, string>>;

/** What the form can tell before the server does: the required fields and the mapping lines. */
export function validateSignIn(draft: SignInDraft, texts: SignInSettingsTexts): SignInErrors {
  const errors: SignInErrors = {};
  if (!draft.issuerUrl.trim()) errors.issuerUrl = texts.issuerUrlRequired;
  if (!draft.clientId.trim()) errors.clientId = texts.clientIdRequired;
  if (!draft.buttonLabel.trim()) errors.buttonLabel = texts.buttonLabelRequired;
  const { wrong } = parseRoleMappings(draft.roleMappings);
  if (wrong) errors.roleMappings = texts.roleMappingLine(wrong);
  return errors;
}

/** The PUT body of a valid draft. */
export function requestOf(draft: SignInDraft): UpdateSignInSettingsRequest {
  return {
    kind: 'oidc',
    enabled: draft.enabled,
    issuerUrl: draft.issuerUrl.trim(),
    clientId: draft.clientId.trim(),
    ...(draft.clientSecret.trim() ? { clientSecret: draft.clientSecret.trim() } : {}),
    scopes: draft.scopes.trim(),
    buttonLabel: draft.buttonLabel.trim(),
    allowedDomains: draft.allowedDomains
      .split(/[\s,]+/)
      .map((domain) => domain.trim())
      .filter(Boolean),
    roleClaim: draft.roleClaim.trim() || 'roles',
    roleMappings: parseRoleMappings(draft.roleMappings).mappings,
    updateRoleOnSignIn: draft.updateRoleOnSignIn,
    localPasswords: draft.localPasswords,
    rpLogout: draft.rpLogout,
  };
}

/** The draft of one university's stored settings; a new university or new stored ones start it again. */
export function useSignInDraft(universityId: string, stored: SignInSettings | null) {
  const [state, setState] = useState(() => ({ universityId, stored, draft: draftOf(stored) }));
  if (state.universityId !== universityId || state.stored !== stored) {
    setState({ universityId, stored, draft: draftOf(stored) });
  }
  return {
    draft: state.draft,
    change: (values: Partial<SignInDraft>) =>
      setState((current) => ({ ...current, draft: { ...current.draft, ...values } })),
  };
}
