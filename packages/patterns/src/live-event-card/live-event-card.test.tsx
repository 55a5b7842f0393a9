import { sampleLiveEvents, sampleLiveSession } from '@lp/contract';
import * as esDuration from '@lp/locales/es/duration-text';
import * as esNs from '@lp/locales/es/live-event-card';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveEventCard } from './live-event-card';

describe('LiveEventCard', () => {
  it('shows when, how long and with whom, and links the action to the given address', () => {
    render(<LiveEventCard event={sampleLiveSession} href="/live" />);
    const card = screen.getByRole('article', { name: 'Opening Night' });
    expect(card).toHaveTextContent('Live Event');
    expect(card).toHaveTextContent('July 17, 2025, 5:00 PM CT');
    expect(card).toHaveTextContent('Dr. Sarah Chen');
    expect(screen.getByRole('link', { name: 'Join Session' })).toHaveAttribute('href', '/live');
  });

  it('marks a plain event as an event', () => {
    render(<LiveEventCard event={sampleLiveEvents[1]!} href="/program/p/preview" />);
    expect(screen.getByRole('article', { name: 'Day Two: Deep Dive' })).toHaveTextContent('Event');
    expect(screen.queryByText('Live Event')).toBeNull();
  });
});

describe('LiveEventCard in Spanish', () => {
  it('names its badge and action in Spanish, and writes its date, time and length in Spanish', () => {
    render(
      <I18nProvider
        translations={{
          locale: 'es',
          ready: new Map<string, object>([
            [esNs.id, esNs.default],
            [esDuration.id, esDuration.default],
          ]),
        }}
      >
        <LiveEventCard event={sampleLiveSession} href="/live" />
      </I18nProvider>,
    );
    const card = screen.getByRole('article', { name: 'Opening Night' });
    expect(card).toHaveTextContent('Evento en vivo');
    // Through Intl in the event's time zone (America/Chicago), named as Spanish names it.
    expect(card).toHaveTextContent('17 de julio de 2025, 17:00');
    expect(card).toHaveTextContent('2 horas');
    expect(screen.getByRole('link', { name: 'Unirse a la sesión' })).toHaveAttribute(
      'href',
      '/live',
    );
  });
});
