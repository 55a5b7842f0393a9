import type { SignInSettings, TestSignInConnectionResponse } from '@lp/contract/api';

/** One source of examples for the Sign-in section's stories and tests. */

export const sampleSignInUniversities = [
  { id: 'univ-northbridge', name: 'Northbridge University' },
  { id: 'univ-westfield', name: 'Westfield College' },
];

export const sampleRedirectUri = 'https://northbridge.example.edu/api/v1/auth/oidc/callback';

export const sampleSignInSettings: SignInSettings = {
  kind: 'oidc',
  enabled: true,
  issuerUrl: 'https://sso.northbridge.example.edu/realms/northbridge',
  clientId: 'learning-platform',
  clientSecretSet: true,
  scopes: 'openid email profile',
  buttonLabel: 'Northbridge SSO',
  allowedDomains: ['northbridge.example.edu'],
  roleClaim: 'roles',
  roleMappings: [
    { claimValue: 'faculty', role: 'teacher' },
    { claimValue: 'it-admins', role: 'university_admin' },
  ],
  updateRoleOnSignIn: false,
  localPasswords: true,
  rpLogout: true,
  updatedAt: '2026-11-02T09:30:00.000Z',
};

export const sampleConnectionFound: TestSignInConnectionResponse = {
  ok: true,
  message: 'The provider answered: discovery works.',
  issuer: 'https://sso.northbridge.example.edu/realms/northbridge',
  authorizationEndpoint:
    'https://sso.northbridge.example.edu/realms/northbridge/protocol/openid-connect/auth',
  tokenEndpoint:
    'https://sso.northbridge.example.edu/realms/northbridge/protocol/openid-connect/token',
  endSessionEndpoint:
    'https://sso.northbridge.example.edu/realms/northbridge/protocol/openid-connect/logout',
  codeChallengeMethods: ['plain', 'S256'],
};

export const sampleConnectionFailed: TestSignInConnectionResponse = {
  ok: false,
  message: 'Could not connect to sso.northbridge.example.edu (ENOTFOUND).',
};
