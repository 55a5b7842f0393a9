import * as esNs from '@lp/locales/es/profile-page';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePage, type ProfileDetails } from './profile-page';

const student: ProfileDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@demo.edu',
  roleLabel: 'Student',
  universityName: 'Demo University',
  department: 'Mathematics',
  avatarUrl: null,
};

describe('ProfilePage', () => {
  it("shows the spec's English texts", () => {
    render(<ProfilePage profile={student} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('shows its texts in Spanish, the data as it is', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ProfilePage profile={student} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tu perfil' })).toBeInTheDocument();
    expect(screen.getByText('Edita tu perfil')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Departamento/ })).toHaveValue('Mathematics');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.getByText('Demo University')).toBeInTheDocument();
  });

  it('says it is loading in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ProfilePage status="loading" />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu perfil');
  });
});
