import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as esNs from '@lp/locales/es/university-management-sign-in';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it, vi } from 'vitest';
import { SignInSettingsPage, type SignInSettingsPageProps } from './sign-in-settings';
import {
  sampleConnectionFailed,
  sampleConnectionFound,
  sampleRedirectUri,
  sampleSignInSettings,
  sampleSignInUniversities,
} from './sign-in-settings.samples';
import { parseRoleMappings } from './use-sign-in-draft';

function props(overrides: Partial<SignInSettingsPageProps> = {}): SignInSettingsPageProps {
  return {
    status: 'ready',
    universities: sampleSignInUniversities,
    universityId: 'univ-northbridge',
    onUniversityChange: vi.fn(),
    stored: sampleSignInSettings,
    redirectUri: sampleRedirectUri,
    onSave: vi.fn(() => Promise.resolve()),
    onTest: vi.fn(() => Promise.resolve(sampleConnectionFound)),
    onRemove: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('SignInSettingsPage', () => {
  it('shows the stored provider, the redirect URI, and never a secret', () => {
    render(<SignInSettingsPage {...props()} />);
    expect(screen.getByRole('textbox', { name: /Issuer URL/ })).toHaveValue(
      sampleSignInSettings.issuerUrl,
    );
    expect(screen.getByRole('textbox', { name: /Redirect URI/ })).toHaveValue(sampleRedirectUri);
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText(/A secret is stored/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Role mapping/ })).toHaveValue(
      'faculty = teacher\nit-admins = university_admin',
    );
  });

  it('saves the settings as the API takes them, keeping the stored secret when none is typed', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<SignInSettingsPage {...props({ onSave })} />);
    await userEvent.click(screen.getByRole('switch', { name: /Allow password sign-in/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      kind: 'oidc',
      enabled: true,
      issuerUrl: sampleSignInSettings.issuerUrl,
      clientId: 'learning-platform',
      scopes: 'openid email profile',
      buttonLabel: 'Northbridge SSO',
      allowedDomains: ['northbridge.example.edu'],
      roleClaim: 'roles',
      roleMappings: sampleSignInSettings.roleMappings,
      updateRoleOnSignIn: false,
      localPasswords: false,
      rpLogout: true,
    });
    expect(await screen.findByText('Sign-in settings saved.')).toBeInTheDocument();
  });

  it('sends a newly typed secret, and shows a refusal from the server', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('Enter the client ID.')));
    render(<SignInSettingsPage {...props({ onSave })} />);
    await userEvent.type(screen.getByLabelText('Client secret'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'new-secret' }));
    expect(await screen.findByText('Enter the client ID.')).toBeInTheDocument();
  });

  it('names the empty required fields instead of saving', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<SignInSettingsPage {...props({ stored: null, onSave })} />);
    expect(screen.getByText(/No sign-in provider is set up/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the issuer URL.')).toBeInTheDocument();
    expect(screen.getByText('Enter the button label.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reports what "Test connection" found, and why it failed', async () => {
    const onTest = vi
      .fn()
      .mockResolvedValueOnce(sampleConnectionFound)
      .mockResolvedValueOnce(sampleConnectionFailed);
    render(<SignInSettingsPage {...props({ onTest })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(onTest).toHaveBeenCalledWith(sampleSignInSettings.issuerUrl);
    expect(await screen.findByText(sampleConnectionFound.tokenEndpoint!)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(sampleConnectionFailed.message)).toBeInTheDocument();
  });
});

describe('role mapping lines', () => {
  it('reads "claim value = role" lines and names the first wrong one', () => {
    expect(parseRoleMappings('faculty = teacher\n\n a=b = student ')).toEqual({
      mappings: [
        { claimValue: 'faculty', role: 'teacher' },
        { claimValue: 'a=b', role: 'student' },
      ],
    });
    expect(parseRoleMappings('faculty = dean').wrong).toBe('faculty = dean');
    expect(parseRoleMappings('= teacher').wrong).toBe('= teacher');
  });
});

describe('SignInSettingsPage in Spanish', () => {
  it('labels the fields and buttons in Spanish, with the braces of the button hint kept', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <SignInSettingsPage {...props()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: /URL del emisor/ })).toHaveValue(
      sampleSignInSettings.issuerUrl,
    );
    expect(screen.getByRole('button', { name: 'Probar conexión' })).toBeVisible();
    expect(screen.getByText('El botón dice "Iniciar sesión con {label}".')).toBeInTheDocument();
  });
});
