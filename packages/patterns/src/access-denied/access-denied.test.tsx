import * as arNs from '@lp/locales/ar/access-denied';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessDenied } from './access-denied';
import { sampleHrefs } from '../samples/paths.samples';

describe('AccessDenied', () => {
  it("shows the spec's title and message with a way back", () => {
    render(<AccessDenied {...sampleHrefs.toDashboard} />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('AccessDenied in Arabic', () => {
  it('shows the catalogue’s Arabic texts', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <AccessDenied {...sampleHrefs.toDashboard} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'تم رفض الوصول' })).toBeInTheDocument();
    expect(screen.getByText('ليس لديك إذن بالوصول إلى هذه الصفحة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
