import { validateLogin, type MessageCode } from '@lp/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as esValidation from '@lp/locales/es/validation';
import { useCodedMessage } from './coded-message';
import { I18nProvider, type Translations } from './messages';

function EmailError() {
  const translate = useCodedMessage();
  return <p>{translate(validateLogin({ email: '', password: '' }).email)}</p>;
}

/** A text that came with its code (an API answer's `{ code, values }`), not from the contract. */
function Answered({ english, coded }: { english: string; coded: MessageCode }) {
  const translate = useCodedMessage();
  return <p>{translate(english, coded)}</p>;
}

describe('useCodedMessage (issue 34)', () => {
  it('shows a coded rule message in the tree’s language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esValidation.id, esValidation.default]]) }}
      >
        <EmailError />
      </I18nProvider>,
    );
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
  });

  it('loads the namespace it needs, English meanwhile', async () => {
    const translations: Translations = {
      locale: 'es',
      ready: new Map(),
      load: async (id) => (id === esValidation.id ? esValidation.default : null),
    };
    render(
      <I18nProvider translations={translations}>
        <EmailError />
      </I18nProvider>,
    );
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
  });

  it('translates a text by the code it came with', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esValidation.id, esValidation.default]]) }}
      >
        <Answered english="Email is required" coded={{ code: 'validation.emailRequired' }} />
        <Answered english="Not in Spanish" coded={{ code: 'validation.noSuchKey' }} />
      </I18nProvider>,
    );
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Not in Spanish')).toBeInTheDocument();
  });

  it('keeps English without a provider', () => {
    render(<EmailError />);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });
});
