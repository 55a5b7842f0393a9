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
