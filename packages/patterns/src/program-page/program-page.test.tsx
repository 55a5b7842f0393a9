import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/program-page';
import * as esNs from '@lp/locales/es/program-page';
import { I18nProvider } from '@lp/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgramPage } from './program-page';
import {
  SAMPLE_PROGRAM_NOW,
  courseWithoutModules,
  sampleProgramPageProps,
} from './program-page.samples';

const at = (iso: string) => Date.parse(iso);

/** The schedule items of one day, in time order. */
function dayItems(day: string) {
  return within(screen.getByRole('list', { name: day })).getAllByRole('listitem');
}

describe('ProgramPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the hero badges, View Program, the stats and the details panel', () => {
    render(<ProgramPage {...sampleProgramPageProps()} />);
    const hero = screen.getByRole('region', { name: 'The Event Program' });
    expect(within(hero).getByText('3 Live Events')).toBeInTheDocument();
    expect(within(hero).getByText('8 Hours')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'View Program' })).toHaveAttribute(
      'href',
      '/program/courts-of-heaven/preview',
    );
    const stats = within(hero).getAllByRole('definition');
    expect(stats.map((value) => value.textContent)).toEqual(['6', '3', '17']);
    const details = screen.getByRole('region', { name: 'Program Details' });
    expect(within(details).getByText('03')).toBeInTheDocument();
    expect(within(details).getByText('08')).toBeInTheDocument();
  });

  it('has the Instructors, About the Program and Live Events sections, instructors linking to their page', () => {
    render(<ProgramPage {...sampleProgramPageProps()} />);
    const instructors = screen.getByRole('region', { name: 'Instructors' });
    expect(within(instructors).getByRole('link', { name: 'Dr. Sarah Chen' })).toHaveAttribute(
      'href',
      '/teacher/sarah-chen',
    );
    expect(screen.getByRole('region', { name: 'About the Program' })).toHaveTextContent(
      'A three-day program of live sessions',
    );
    const events = screen.getByRole('region', { name: 'Live Events' });
    const opening = within(events).getByRole('article', { name: 'Opening Night' });
    expect(opening).toHaveTextContent('July 17, 2025, 5:00 PM CT');
    expect(opening).toHaveTextContent('2 hours');
    expect(opening).toHaveTextContent('Dr. Sarah Chen');
  });

  it('walks a schedule item from upcoming (with its countdown) to live to completed', () => {
    const props = sampleProgramPageProps();
    const { rerender } = render(<ProgramPage {...props} now={at('2025-07-16T15:58:57-06:00')} />);
    // Thursday's first item starts at 5:00 PM; the next one at 6:00 PM.
    let start = dayItems('Thursday, July 17, 2025')[0]!;
    expect(start).toHaveTextContent('5:00 PM');
    expect(start).toHaveTextContent('Start');
    expect(start).toHaveTextContent('Upcoming');
    expect(start).toHaveTextContent('Starts in 1d 01h 01m 03s');
    expect(start).toHaveTextContent('Starts in 1 day 1 hour 1 minute');

    rerender(<ProgramPage {...props} now={at('2025-07-17T16:59:59-06:00')} />);
    start = dayItems('Thursday, July 17, 2025')[0]!;
    expect(start).toHaveTextContent('Starts in 00h 00m 01s');
    expect(start).toHaveTextContent('Starts in less than a minute');

    rerender(<ProgramPage {...props} now={at('2025-07-17T17:00:00-06:00')} />);
    start = dayItems('Thursday, July 17, 2025')[0]!;
    expect(start).toHaveTextContent('Live now');
    expect(start).not.toHaveTextContent('Starts in');

    rerender(<ProgramPage {...props} now={at('2025-07-17T17:59:59-06:00')} />);
    expect(dayItems('Thursday, July 17, 2025')[0]).toHaveTextContent('Live now');

    rerender(<ProgramPage {...props} now={at('2025-07-17T18:00:00-06:00')} />);
    expect(dayItems('Thursday, July 17, 2025')[0]).toHaveTextContent('Completed');
    expect(dayItems('Thursday, July 17, 2025')[1]).toHaveTextContent('Live now');
  });

  it('keeps the last item live for 2 hours after its start', () => {
    const props = sampleProgramPageProps();
    const { rerender } = render(<ProgramPage {...props} now={at('2025-07-19T15:14:59-06:00')} />);
    const lastOf = () => dayItems('Saturday, July 19, 2025').at(-1)!;
    expect(lastOf()).toHaveTextContent('3:15 PM');
    expect(lastOf()).toHaveTextContent('Upcoming');

    rerender(<ProgramPage {...props} now={at('2025-07-19T15:15:00-06:00')} />);
    expect(lastOf()).toHaveTextContent('Live now');

    rerender(<ProgramPage {...props} now={at('2025-07-19T17:14:59-06:00')} />);
    expect(lastOf()).toHaveTextContent('Live now');

    rerender(<ProgramPage {...props} now={at('2025-07-19T17:15:00-06:00')} />);
    expect(lastOf()).toHaveTextContent('Completed');
  });

  it('groups the schedule by day, Thursday to Saturday, with every item in time order', () => {
    render(<ProgramPage {...sampleProgramPageProps()} />);
    expect(dayItems('Thursday, July 17, 2025')).toHaveLength(2);
    expect(dayItems('Friday, July 18, 2025')).toHaveLength(7);
    expect(dayItems('Saturday, July 19, 2025')).toHaveLength(6);
    expect(dayItems('Friday, July 18, 2025').at(-1)).toHaveTextContent('4:30 PM');
    expect(dayItems('Friday, July 18, 2025').at(-1)).toHaveTextContent('Q&A');
  });

  it('never puts the ticking countdown in a live region', () => {
    const { container } = render(<ProgramPage {...sampleProgramPageProps()} />);
    expect(container.querySelector('[aria-live]')).toBeNull();
    const countdown = dayItems('Saturday, July 19, 2025')[0]!.querySelector(
      '[data-slot="program-schedule-countdown"]',
    )!;
    expect(countdown.querySelector('[aria-hidden="true"]')).toHaveTextContent(/\d\ds$/);
  });

  it('ticks every second with one timer when no clock is given, and stops it on unmount', () => {
    vi.useFakeTimers({
      now: at('2025-07-17T16:59:59-06:00'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    const { now: _now, ...props } = sampleProgramPageProps();
    const { unmount } = render(<ProgramPage {...props} />);
    // The avatars' zero-delay fallback timers run first; what stays is the schedule's clock.
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(vi.getTimerCount()).toBe(1);
    expect(dayItems('Thursday, July 17, 2025')[0]).toHaveTextContent('Upcoming');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(dayItems('Thursday, July 17, 2025')[0]).toHaveTextContent('Live now');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts no timer when the clock is given', () => {
    vi.useFakeTimers({
      now: SAMPLE_PROGRAM_NOW,
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    render(<ProgramPage {...sampleProgramPageProps()} />);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens a course panel with See Modules, lists its modules and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<ProgramPage {...sampleProgramPageProps()} />);
    const course = screen.getByRole('article', { name: 'AI Fundamentals for Cybersecurity' });
    const seeModules = within(course).getByRole('button', { name: 'See Modules' });
    seeModules.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'AI Fundamentals for Cybersecurity' });
    expect(within(panel).getByText('Foundations of AI Security')).toBeInTheDocument();
    expect(within(panel).getByText('1h 5m')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Course' })).toHaveAttribute(
      'href',
      '/course/course-1/preview',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seeModules).toHaveFocus();
  });

  it('says when a course has no modules, and closes with its close button', async () => {
    const user = userEvent.setup();
    render(<ProgramPage {...sampleProgramPageProps()} />);
    const course = screen.getByRole('article', { name: courseWithoutModules.title });
    await user.click(within(course).getByRole('button', { name: 'See Modules' }));
    const panel = await screen.findByRole('dialog', { name: courseWithoutModules.title });
    expect(within(panel).getByText('No modules available for this course.')).toBeInTheDocument();
    expect(within(panel).queryByRole('listitem')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows Program not found, with the way back', () => {
    render(<ProgramPage {...sampleProgramPageProps()} status="not-found" program={null} />);
    expect(screen.getByRole('heading', { name: 'Program not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('region', { name: 'Instructors' })).toBeNull();
  });

  it('treats a ready page without a program as not found', () => {
    render(<ProgramPage {...sampleProgramPageProps()} program={undefined} />);
    expect(screen.getByRole('heading', { name: 'Program not found' })).toBeInTheDocument();
  });

  it('shows the load failure with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ProgramPage {...sampleProgramPageProps()} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the program.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a busy skeleton while loading', () => {
    render(<ProgramPage {...sampleProgramPageProps()} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading program...');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('takes its texts from the texts prop', () => {
    render(
      <ProgramPage
        {...sampleProgramPageProps()}
        texts={{
          liveEventsBadge: (n) => `${n} eventi dal vivo`,
          schedule: { status: { upcoming: 'Presto', live: 'In diretta', completed: 'Finito' } },
        }}
      />,
    );
    expect(screen.getByText('3 eventi dal vivo')).toBeInTheDocument();
    expect(dayItems('Friday, July 18, 2025')[1]).toHaveTextContent('In diretta');
  });

  it('speaks Spanish: its headings, a plural badge and the spoken countdown', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ProgramPage {...sampleProgramPageProps()} now={at('2025-07-16T15:58:57-06:00')} />
      </I18nProvider>,
    );
    const hero = screen.getByRole('region', { name: 'The Event Program' });
    expect(within(hero).getByText('3 eventos en vivo')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Ver programa' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Detalles del programa' })).toBeVisible();
    const start = dayItems('Thursday, July 17, 2025')[0]!;
    expect(start).toHaveTextContent('Próximo');
    expect(start).toHaveTextContent('Empieza en 1 día 1 hora 1 minuto');
  });

  it('speaks Arabic, with the dual of hours', () => {
    const props = sampleProgramPageProps();
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <ProgramPage
          {...props}
          program={{ ...props.program!, highlights: { ...props.program!.highlights, hours: 2 } }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('ساعتان')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'نبذة عن البرنامج' })).toBeVisible();
  });
});
