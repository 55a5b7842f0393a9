import { sampleTranscriptSegments, type TranscriptSegment } from '@lp/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TranscriptViewer } from './transcript-viewer';
import * as arTranscript from '@lp/locales/ar/ui-transcript-viewer';
import * as esTranscript from '@lp/locales/es/ui-transcript-viewer';
import { I18nProvider } from '../i18n';

// jsdom has no layout: give the scroller a viewport so the virtualizer renders rows.
const sizes = {
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  // Every measured row is 100 px high.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => 100,
  });
});
afterAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', sizes.clientHeight!);
  Object.defineProperty(Element.prototype, 'clientWidth', sizes.clientWidth!);
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight!);
});

const segments = sampleTranscriptSegments;
const first = segments[0]!;
const second = segments[1]!;

function many(count: number): TranscriptSegment[] {
  return Array.from({ length: count }, (_, i) => ({
    ...first,
    id: `s${i}`,
    startTime: i * 5,
    endTime: i * 5 + 5,
    text: `Segment number ${i}`,
  }));
}

describe('TranscriptViewer', () => {
  it('shows each segment with its m:ss times, speaker and a confidence label not carried by colour alone', () => {
    render(<TranscriptViewer segments={segments} />);
    const rows = within(screen.getByRole('grid', { name: 'Transcript' })).getAllByRole('row');
    expect(rows).toHaveLength(segments.length);
    expect(rows[0]).toHaveTextContent('0:00 – 0:15');
    expect(rows[0]).toHaveTextContent('Dr. Sarah Chen');
    expect(rows[0]).toHaveTextContent('High confidence:96%');
    const low = segments.findIndex((s) => s.confidence <= 0.8);
    expect(rows[low]).toHaveTextContent('Low confidence');
  });

  it('seeks to the start of a clicked segment and selects it', async () => {
    const onSeek = vi.fn();
    render(<TranscriptViewer segments={segments} onSeek={onSeek} />);
    const row = screen.getAllByRole('row')[1]!;
    await userEvent.click(row);
    expect(onSeek).toHaveBeenCalledWith(15, second);
    expect(row).toHaveAttribute('aria-selected', 'true');
  });

  it('highlights search matches and announces how many segments remain', async () => {
    render(<TranscriptViewer segments={segments} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search transcript' }), 'anomaly');
    const rows = await screen.findAllByRole('row');
    expect(rows.length).toBeLessThan(segments.length);
    const marks = rows.flatMap((row) => [...row.querySelectorAll('mark')]);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => mark.textContent?.toLowerCase() === 'anomaly')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(`${rows.length} segment`);
  });

  it('says nothing was found for the query, quoting it', async () => {
    render(<TranscriptViewer segments={segments} />);
    await userEvent.type(screen.getByRole('searchbox'), 'zebra');
    expect(await screen.findByText('No transcript segments found for "zebra"')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 segments');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('filters by importance and category, with the criteria text when nothing matches', async () => {
    const list = [
      { ...first, id: 'x', importance: 'high' as const, category: 'concept' as const },
      { ...second, id: 'y', importance: 'low' as const, category: 'example' as const },
    ];
    render(<TranscriptViewer segments={list} />);
    // ui's own Select (Radix): a combobox that opens a listbox of options.
    const choose = async (field: string, option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: field }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    expect(screen.getByRole('searchbox', { name: 'Search transcript' })).toHaveAttribute(
      'data-slot',
      'search-field',
    );
    expect(screen.getByRole('combobox', { name: 'Importance' })).toHaveAttribute(
      'data-slot',
      'select-trigger',
    );
    await choose('Importance', 'High');
    expect(screen.getByRole('combobox', { name: 'Importance' })).toHaveTextContent('High');
    expect(screen.getAllByRole('row')).toHaveLength(1);
    await choose('Category', 'Example');
    expect(screen.getByText('No transcript segments found matching your criteria.')).toBeVisible();
  });

  it('moves between segments with the arrow keys and seeks with Enter', async () => {
    const onSeek = vi.fn();
    render(<TranscriptViewer segments={segments} onSeek={onSeek} />);
    await userEvent.tab(); // search
    await userEvent.tab(); // importance
    await userEvent.tab(); // category
    await userEvent.tab(); // font size group
    await userEvent.tab(); // the transcript
    const rows = screen.getAllByRole('row');
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('row')[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSeek).toHaveBeenCalledWith(15, second);
    await userEvent.keyboard('{End}');
    expect(screen.getAllByRole('row').at(-1)).toHaveFocus();
  });

  it('reaches the note and bookmark actions with the right arrow and reports them', async () => {
    const onAddNote = vi.fn();
    const onToggleBookmark = vi.fn();
    const onSeek = vi.fn();
    render(
      <TranscriptViewer
        segments={segments}
        onAddNote={onAddNote}
        onToggleBookmark={onToggleBookmark}
        onSeek={onSeek}
        bookmarkedIds={[first.id]}
      />,
    );
    const row = screen.getAllByRole('row')[0]!;
    row.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(row).getByRole('button', { name: 'Add note (0:00)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onToggleBookmark).toHaveBeenCalledWith(first);
    expect(within(row).getByRole('button', { name: 'Bookmark (0:00)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Add note (0:00)' }));
    expect(onAddNote).toHaveBeenCalledWith(first);
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('previews only the first 100 characters of a note', () => {
    const note = 'n'.repeat(100) + 'TAIL';
    render(<TranscriptViewer segments={segments} notes={{ [first.id]: note }} />);
    const row = screen.getAllByRole('row')[0]!;
    expect(row).toHaveTextContent(`Note: ${'n'.repeat(100)}…`);
    expect(row).not.toHaveTextContent('TAIL');
  });

  it('marks the segment at the current time and offers to resume following after the user scrolls', async () => {
    render(<TranscriptViewer segments={segments} currentTime={20} />);
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-current', 'time');
    expect(screen.queryByRole('button', { name: 'Resume auto-scroll' })).not.toBeInTheDocument();
    fireEvent.wheel(screen.getByRole('grid').parentElement!);
    const resume = screen.getByRole('button', { name: 'Resume auto-scroll' });
    await userEvent.click(resume);
    expect(screen.queryByRole('button', { name: 'Resume auto-scroll' })).not.toBeInTheDocument();
  });

  it('changes the font size and reports it', async () => {
    const onFontSizeChange = vi.fn();
    render(<TranscriptViewer segments={segments} onFontSizeChange={onFontSizeChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(onFontSizeChange).toHaveBeenCalledWith('large');
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveAttribute(
      'data-font-size',
      'large',
    );
  });

  it('mounts only a window of rows for a very long transcript', () => {
    render(<TranscriptViewer segments={many(10_000)} />);
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '10000');
    expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  });
});

describe('TranscriptViewer in another language', () => {
  it('labels its tools and counts its segments in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esTranscript.id, esTranscript.default]]) }}
      >
        <TranscriptViewer segments={segments.slice(0, 1)} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('searchbox', { name: 'Buscar en la transcripción' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 segmento');
    expect(screen.getAllByRole('row')[0]).toHaveTextContent(/Confianza alta:96\s%/);
  });

  it('uses the Arabic plural forms', () => {
    render(
      <I18nProvider
        translations={{ locale: 'ar', ready: new Map([[arTranscript.id, arTranscript.default]]) }}
      >
        <TranscriptViewer segments={segments.slice(0, 2)} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('مقطعان');
  });
});
