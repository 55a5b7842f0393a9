import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteBanner } from './quote-banner';

describe('QuoteBanner', () => {
  it('quotes the text as a blockquote with its author as the caption', () => {
    render(<QuoteBanner quote="Learning never exhausts the mind." author="Leonardo da Vinci" />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent(
      'Learning never exhausts the mind.',
    );
    expect(figure).toHaveTextContent('Leonardo da Vinci');
  });
});
