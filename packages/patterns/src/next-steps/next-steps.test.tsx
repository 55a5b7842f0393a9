import * as esNs from '@lp/locales/es/next-steps';
import { I18nProvider } from '@lp/ui';
import { sampleNextSteps, type NextStepCard } from '@lp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authoredDate, nextStepAction } from './next-step-action';
import { NextSteps } from './next-steps';

const base: NextStepCard = {
  id: 'c',
  type: 'Assignment',
  title: 't',
  subtitle: 's',
  actionText: 'Go',
};

describe('nextStepAction (spec 2 §2.2)', () => {
  it('sends a live session to the live page', () => {
    expect(nextStepAction({ ...base, type: 'Live Session' })).toBe('live');
  });
  it('opens the welcome video from the welcome-message card', () => {
    expect(nextStepAction({ ...base, type: 'Program Overview', isWelcomeMessage: true })).toBe(
      'welcome-video',
    );
  });
  it('downloads a card with a download address', () => {
    expect(nextStepAction({ ...base, downloadUrl: '/f.pdf' })).toBe('download');
  });
  it('hands any other card to the callback', () => {
    expect(nextStepAction(base)).toBe('callback');
    expect(nextStepAction({ ...base, downloadUrl: '' })).toBe('callback');
  });
});

describe('authoredDate', () => {
  it('keeps the calendar date the ISO text was written for, whatever its offset', () => {
    expect(authoredDate('2025-07-20T23:59:00-06:00')).toBe('Jul 20, 2025');
    expect(authoredDate('2025-07-17T00:30:00+09:00')).toBe('Jul 17, 2025');
  });
  it('gives nothing for text that is not a date', () => {
    expect(authoredDate('soon')).toBeNull();
  });
});

function renderSteps(cards: readonly NextStepCard[]) {
  const onShowWelcomeVideo = vi.fn();
  const onAction = vi.fn();
  render(
    <NextSteps
      cards={cards}
      liveHref="/live"
      calendarHref="/calendar"
      onShowWelcomeVideo={onShowWelcomeVideo}
      onAction={onAction}
    />,
  );
  return { onShowWelcomeVideo, onAction };
}

describe('NextSteps', () => {
  it('shows the arrows only with more than 3 cards', () => {
    renderSteps(sampleNextSteps.slice(0, 3));
    expect(screen.queryByRole('button', { name: 'More next steps' })).toBeNull();
  });

  it('shows both arrows from the fourth card on', () => {
    renderSteps(sampleNextSteps.slice(0, 4));
    expect(screen.getByRole('button', { name: 'More next steps' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous next steps' })).toBeInTheDocument();
  });

  it('wires each card to its action: live link, download, welcome video, callback', async () => {
    const { onShowWelcomeVideo, onAction } = renderSteps(sampleNextSteps);
    const card = (name: string) => within(screen.getByRole('article', { name }));
    expect(card('Opening Night').getByRole('link', { name: 'Join Session' })).toHaveAttribute(
      'href',
      '/live',
    );
    expect(card('Threat Model Worksheet').getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
    );
    await userEvent.click(card('Welcome Message').getByRole('button', { name: 'Start Now' }));
    expect(onShowWelcomeVideo).toHaveBeenCalledOnce();
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(
      card('Explore the Event Program').getByRole('button', { name: 'View Program' }),
    );
    expect(onAction).toHaveBeenCalledWith('next-program');
  });

  it('links Open Schedule to the calendar, and says when there is nothing to do', () => {
    renderSteps([]);
    expect(screen.getByRole('link', { name: 'Open Schedule' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    expect(screen.getByText('Nothing to do next. You are all caught up.')).toBeInTheDocument();
  });

  it('shows a due date as written where it was set', () => {
    renderSteps(sampleNextSteps);
    expect(screen.getByText('Due Jul 20, 2025')).toBeInTheDocument();
  });
});

describe('NextSteps in Spanish', () => {
  it('names the block, the card types and the due date in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <NextSteps
          cards={sampleNextSteps}
          liveHref="/live"
          calendarHref="/calendar"
          onShowWelcomeVideo={() => {}}
          onAction={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Tus próximos pasos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir agenda' })).toBeInTheDocument();
    expect(screen.getAllByText('Tarea').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Vence el 20 jul/)).toBeInTheDocument();
  });
});
