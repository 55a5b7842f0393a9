import * as arNs from '@lp/locales/ar/lesson-notes';
import * as esNs from '@lp/locales/es/lesson-notes';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LessonNotesPanel, type LessonNotesPanelProps } from './lesson-notes';
import { exampleBookmarks, exampleNotes, longNote } from './lesson-notes.samples';

function setup(props: Partial<LessonNotesPanelProps> = {}) {
  const handlers = {
    onAddNote: vi.fn(),
    onAddBookmark: vi.fn(),
    onDeleteNote: vi.fn(),
    onDeleteBookmark: vi.fn(),
    onSeek: vi.fn(),
  };
  render(
    <LessonNotesPanel
      notes={exampleNotes}
      bookmarks={exampleBookmarks}
      currentTime={65}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const noteItems = () =>
  screen.getAllByRole('listitem').filter((item) => item.dataset.slot === 'lesson-note');

describe('LessonNotesPanel', () => {
  it('adds the trimmed note text and clears the field', async () => {
    const { onAddNote } = setup();
    const field = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.type(field, '   Remember the baseline   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(onAddNote).toHaveBeenCalledExactlyOnceWith('Remember the baseline');
    expect(field).toHaveValue('');
  });

  it('refuses an empty or whitespace-only note: the button stays disabled and nothing is called', async () => {
    const { onAddNote } = setup();
    const button = screen.getByRole('button', { name: 'Add Note' });
    expect(button).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.type(field, '  \n  ');
    expect(button).toBeDisabled();
    await userEvent.type(field, '{Control>}{Enter}{/Control}');
    expect(onAddNote).not.toHaveBeenCalled();
  });

  it('saves with Ctrl+Enter from the field', async () => {
    const { onAddNote } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Quick one');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onAddNote).toHaveBeenCalledWith('Quick one');
  });

  it('lists notes newest first without reordering the given list', () => {
    const given = [...exampleNotes];
    setup({ notes: given });
    expect(
      noteItems().map((item) => within(item).getByRole('button', { name: /^Go to/ }).textContent),
    ).toEqual(['1:35', '0:48', '0:12']);
    expect(given).toEqual(exampleNotes);
  });

  it('orders notes made at the same moment by their media time, latest first', () => {
    const createdAt = '2025-06-02T09:00:00.000Z';
    setup({
      notes: [
        { id: 'a', lessonId: 'l', content: 'early', timestamp: 5, tags: [], createdAt },
        { id: 'b', lessonId: 'l', content: 'late', timestamp: 50, tags: [], createdAt },
        { id: 'c', lessonId: 'l', content: 'undated', timestamp: 99, tags: [] },
      ],
    });
    expect(
      noteItems().map(
        (item) => item.querySelector('[data-slot="lesson-note-content"]')?.textContent,
      ),
    ).toEqual(['late', 'early', 'undated']);
  });

  it('seeks to a note time and deletes a note by a button named after it', async () => {
    const { onSeek, onDeleteNote } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Go to 0:48' }));
    expect(onSeek).toHaveBeenCalledWith(48);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Delete note: Models cut alert volume; analysts still decide.',
      }),
    );
    expect(onDeleteNote).toHaveBeenCalledWith('note-2');
  });

  it('shows a long note as its 100-character preview that expands', async () => {
    setup({ notes: [longNote] });
    const content = document.querySelector('[data-slot="lesson-note-content"]');
    expect(content?.textContent).toHaveLength(101);
    expect(content).toHaveAttribute('title', longNote.content);
    expect(
      screen.getByRole('button', { name: `Delete note: ${longNote.content.slice(0, 100)}…` }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(content).toHaveTextContent(longNote.content);
  });

  it('shows the creation date when there is one', () => {
    setup({ labels: { formatDate: (iso) => `on ${iso.slice(0, 10)}` } });
    expect(screen.getByText('on 2025-06-03')).toHaveAttribute(
      'datetime',
      '2025-06-03T14:30:00.000Z',
    );
  });

  it('bookmarks the current time, seeks to and deletes bookmarks', async () => {
    const { onAddBookmark, onSeek, onDeleteBookmark } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Bookmarks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark current time (1:05)' }));
    expect(onAddBookmark).toHaveBeenCalledOnce();
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => item.dataset.slot === 'lesson-bookmark');
    expect(items[0]).toHaveTextContent('Adversarial example');
    await userEvent.click(screen.getByRole('button', { name: 'Go to 0:15' }));
    expect(onSeek).toHaveBeenCalledWith(15);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete bookmark: Adversarial example' }),
    );
    expect(onDeleteBookmark).toHaveBeenCalledWith('bookmark-2');
  });

  it('says when there are no notes or bookmarks', async () => {
    setup({ notes: [], bookmarks: [] });
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Bookmarks' }));
    expect(screen.getByText('No bookmarks yet.')).toBeInTheDocument();
  });

  it('follows a controlled tab and reports changes', async () => {
    const onTabChange = vi.fn();
    setup({ tab: 'bookmarks', onTabChange });
    expect(screen.getByRole('tab', { name: 'Bookmarks' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(onTabChange).toHaveBeenCalledWith('notes');
    // Controlled: the parent has not changed `tab`, so Bookmarks stays open.
    expect(screen.getByRole('tab', { name: 'Bookmarks' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('LessonNotesPanel in another language', () => {
  const handlers = {
    onAddNote: vi.fn(),
    onAddBookmark: vi.fn(),
    onDeleteNote: vi.fn(),
    onDeleteBookmark: vi.fn(),
    onSeek: vi.fn(),
  };

  it('speaks Spanish, with the dates in Spanish', async () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <LessonNotesPanel
          notes={exampleNotes}
          bookmarks={exampleBookmarks}
          currentTime={65}
          {...handlers}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Notas y marcadores' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nueva nota' })).toHaveAccessibleDescription(
      'Tomada en 1:05',
    );
    expect(screen.getByRole('button', { name: 'Ir a 1:35' })).toBeInTheDocument();
    const createdAt = exampleNotes[2]!.createdAt!;
    expect(
      screen.getByText(
        new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(createdAt),
        ),
      ),
    ).toHaveAttribute('datetime', createdAt);
    await userEvent.click(screen.getByRole('tab', { name: 'Marcadores' }));
    expect(
      screen.getByRole('button', { name: 'Agregar un marcador en el momento actual (1:05)' }),
    ).toBeInTheDocument();
  });

  it('speaks Arabic when there is nothing yet', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <LessonNotesPanel notes={[]} bookmarks={[]} currentTime={0} {...handlers} />
      </I18nProvider>,
    );
    expect(screen.getByRole('tab', { name: 'الملاحظات' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد ملاحظات بعد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة ملاحظة' })).toBeDisabled();
  });
});
