import * as esNs from '@lp/locales/es/placeholder-page';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceholderPage } from './placeholder-page';
import { sampleHrefs } from '../samples/paths.samples';

describe('PlaceholderPage', () => {
  it('names the page in a level-one heading and leads back to the dashboard', () => {
    render(
      <PlaceholderPage {...sampleHrefs.toDashboard} title="Resume Builder" subtitle="Soon." />,
    );
    expect(screen.getByRole('region', { name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.getByText('Soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('PlaceholderPage in Spanish', () => {
  it('labels the way back in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <PlaceholderPage {...sampleHrefs.toDashboard} title="Resume Builder" />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
