import {
  NOTE_PREVIEW_LENGTH,
  formatTime,
  meaningfulText,
  notePreview,
  type Bookmark,
  type Note,
} from '@lp/contract';
import {
  Badge,
  Button,
  EmptyState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextArea,
  cn,
  formattersFor,
  useFormat,
  useMessages,
  type Formatters,
} from '@lp/ui';
import * as lessonNotesMessages from '@lp/locales/en/lesson-notes';
import { Trash2 } from '@lp/ui/icons';
import { useMemo, useState, type ComponentProps, type FormEvent, type KeyboardEvent } from 'react';
import { formatCreatedAt, newestFirst } from './lesson-notes-model';

export type LessonNotesTab = 'notes' | 'bookmarks';

/** Every text the panel shows: the tab names are the spec's (spec 1 §2.7), the rest plain English. */
export interface LessonNotesLabels {
  /** The panel's region name. @default 'Notes and bookmarks' */
  panel: string;
  /** @default 'Notes' */
  notesTab: string;
  /** @default 'Bookmarks' */
  bookmarksTab: string;
  /** The note field's label. @default 'New note' */
  noteField: string;
  /** @default 'Write a note...' */
  notePlaceholder: string;
  /** Under the note field: where in the lesson the note is taken. @default time => `Taken at ${time}` */
  noteTakenAt: (time: string) => string;
  /** @default 'Add Note' */
  addNote: string;
  /** The bookmark button, with the current time as m:ss. @default time => `Bookmark current time (${time})` */
  addBookmark: (time: string) => string;
  /** @default 'No notes yet.' */
  emptyNotes: string;
  /** @default 'No bookmarks yet.' */
  emptyBookmarks: string;
  /** Name of a time button; must contain the visible time. @default time => `Go to ${time}` */
  seek: (time: string) => string;
  /** @default preview => `Delete note: ${preview}` */
  deleteNote: (preview: string) => string;
  /** @default title => `Delete bookmark: ${title}` */
  deleteBookmark: (title: string) => string;
  /** A bookmark without a title. @default time => `Bookmark at ${time}` */
  untitledBookmark: (time: string) => string;
  /** Expands a note longer than its preview. @default 'Show more' */
  showMore: string;
  /** @default 'Show less' */
  showLess: string;
  /** @default 'Tags' */
  tags: string;
  /** Shows an ISO date-time; return undefined to hide it. @default the page's language, medium date and short time */
  formatDate: (iso: string) => string | undefined;
}

type LessonNotesMessages = typeof lessonNotesMessages.default;

/** The panel's texts from a language's messages (the `lesson-notes` namespace) and its formats. */
function notesLabelsFrom(m: LessonNotesMessages, format: Formatters): LessonNotesLabels {
  return {
    panel: m.panel,
    notesTab: m.notesTab,
    bookmarksTab: m.bookmarksTab,
    noteField: m.noteField,
    notePlaceholder: m.notePlaceholder,
    noteTakenAt: (time) => m.noteTakenAt({ time }),
    addNote: m.addNote,
    addBookmark: (time) => m.addBookmark({ time }),
    emptyNotes: m.emptyNotes,
    emptyBookmarks: m.emptyBookmarks,
    seek: (time) => m.seek({ time }),
    deleteNote: (preview) => m.deleteNote({ preview }),
    deleteBookmark: (title) => m.deleteBookmark({ title }),
    untitledBookmark: (time) => m.untitledBookmark({ time }),
    showMore: m.showMore,
    showLess: m.showLess,
    tags: m.tags,
    formatDate: (iso) => formatCreatedAt(iso, format),
  };
}

export const defaultLessonNotesLabels: LessonNotesLabels = notesLabelsFrom(
  lessonNotesMessages.default,
  formattersFor('en'),
);

/** The panel's texts in the tree's language, with a deployment's overrides on top. */
export function useLessonNotesLabels(overrides?: Partial<LessonNotesLabels>): LessonNotesLabels {
  const messages = useMessages(lessonNotesMessages);
  const format = useFormat();
  const labels = useMemo(() => notesLabelsFrom(messages, format), [messages, format]);
  return overrides ? { ...labels, ...overrides } : labels;
}

export interface LessonNotesPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The lesson's notes, in any order (shown newest first). */
  notes: readonly Note[];
  /** The lesson's bookmarks, in any order (shown newest first). */
  bookmarks: readonly Bookmark[];
  /** The media's playback second; 0 for lessons without media. */
  currentTime: number;
  /** Called with the trimmed text; never with empty or whitespace-only text (spec 1 §5). */
  onAddNote: (content: string) => void;
  /** Bookmarks the current time. */
  onAddBookmark: () => void;
  onDeleteNote: (id: string) => void;
  onDeleteBookmark: (id: string) => void;
  /** Called with the second of a note or bookmark whose time was chosen. */
  onSeek: (seconds: number) => void;
  /** The open tab, when controlled. */
  tab?: LessonNotesTab;
  /** The tab open first, when uncontrolled. @default 'notes' */
  defaultTab?: LessonNotesTab;
  onTabChange?: (tab: LessonNotesTab) => void;
  /** Texts, merged over the defaults. @default defaultLessonNotesLabels */
  labels?: Partial<LessonNotesLabels>;
}

// Only the list scrolls, so the note field and the bookmark button stay in view; the padding
// keeps focus rings from being clipped by the scroll box.
const listClasses = 'min-h-0 flex-1 divide-y divide-border overflow-y-auto p-1';
const itemClasses = 'flex flex-col gap-1.5 py-3 first:pt-0';

/** The lesson player's notes and bookmarks panel (spec 1 §2.7): two tabs, newest first, time links that seek. */
export function LessonNotesPanel({
  notes,
  bookmarks,
  currentTime,
  onAddNote,
  onAddBookmark,
  onDeleteNote,
  onDeleteBookmark,
  onSeek,
  tab,
  defaultTab = 'notes',
  onTabChange,
  labels: labelsProp,
  className,
  ...props
}: LessonNotesPanelProps) {
  const labels = useLessonNotesLabels(labelsProp);
  const now = formatTime(currentTime);
  const [draft, setDraft] = useState('');
  const content = meaningfulText(draft);

  const addNote = (event?: FormEvent) => {
    event?.preventDefault();
    if (content === null) return;
    onAddNote(content);
    setDraft('');
  };
  // Ctrl/Cmd+Enter saves from the text area, as in most note fields.
  const submitOnModEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) addNote(event);
  };

  return (
    <section
      data-slot="lesson-notes"
      aria-label={labels.panel}
      className={cn('flex min-h-0 flex-col text-text', className)}
      {...props}
    >
      <Tabs
        value={tab}
        defaultValue={defaultTab}
        onValueChange={(value) => onTabChange?.(value as LessonNotesTab)}
        className="min-h-0 flex-1"
      >
        <TabsList>
          <TabsTrigger value="notes">{labels.notesTab}</TabsTrigger>
          <TabsTrigger value="bookmarks">{labels.bookmarksTab}</TabsTrigger>
        </TabsList>

        <TabsContent value="notes" className="flex min-h-0 flex-col gap-4">
          <form onSubmit={addNote} className="flex flex-col gap-2">
            <TextArea
              label={labels.noteField}
              description={labels.noteTakenAt(now)}
              placeholder={labels.notePlaceholder}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={submitOnModEnter}
              rows={3}
            />
            <Button type="submit" size="sm" disabled={content === null} className="self-end">
              {labels.addNote}
            </Button>
          </form>
          {notes.length === 0 ? (
            <EmptyState title={labels.emptyNotes} titleAs="p" />
          ) : (
            <ul className={listClasses}>
              {newestFirst(notes).map((note) => (
                <NoteItem
                  key={note.id}
                  note={note}
                  labels={labels}
                  onSeek={onSeek}
                  onDelete={onDeleteNote}
                />
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="bookmarks" className="flex min-h-0 flex-col gap-4">
          <Button variant="outline" size="sm" onClick={onAddBookmark} className="self-start">
            {labels.addBookmark(now)}
          </Button>
          {bookmarks.length === 0 ? (
            <EmptyState title={labels.emptyBookmarks} titleAs="p" />
          ) : (
            <ul className={listClasses}>
              {newestFirst(bookmarks).map((bookmark) => {
                const time = formatTime(bookmark.timestamp);
                const title = bookmark.title || labels.untitledBookmark(time);
                return (
                  <li key={bookmark.id} data-slot="lesson-bookmark" className={itemClasses}>
                    <ItemHeader
                      time={time}
                      seconds={bookmark.timestamp}
                      createdAt={bookmark.createdAt}
                      deleteLabel={labels.deleteBookmark(title)}
                      onDelete={() => onDeleteBookmark(bookmark.id)}
                      onSeek={onSeek}
                      labels={labels}
                    />
                    <p className="text-sm font-medium break-words">{title}</p>
                    {bookmark.note ? (
                      <p className="text-sm break-words whitespace-pre-wrap text-text-muted">
                        {bookmark.note}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

interface ItemHeaderProps {
  time: string;
  seconds: number;
  createdAt?: string;
  deleteLabel: string;
  onDelete: () => void;
  onSeek: (seconds: number) => void;
  labels: LessonNotesLabels;
}

/** The time that seeks, the creation date and the delete button, shared by notes and bookmarks. */
function ItemHeader({
  time,
  seconds,
  createdAt,
  deleteLabel,
  onDelete,
  onSeek,
  labels,
}: ItemHeaderProps) {
  const date = createdAt ? labels.formatDate(createdAt) : undefined;
  return (
    <div className="flex items-center justify-between gap-2">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
        <Button
          variant="link"
          size="sm"
          aria-label={labels.seek(time)}
          onClick={() => onSeek(seconds)}
          className="tabular-nums"
        >
          {time}
        </Button>
        {date && createdAt ? (
          <time dateTime={createdAt} className="text-xs text-text-muted">
            {date}
          </time>
        ) : null}
      </div>
      <Button variant="ghost" size="icon-sm" aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

interface NoteItemProps {
  note: Note;
  labels: LessonNotesLabels;
  onSeek: (seconds: number) => void;
  onDelete: (id: string) => void;
}

/** One note: its preview (spec 1 §9, first 100 characters) that expands to the full text. */
function NoteItem({ note, labels, onSeek, onDelete }: NoteItemProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = notePreview(note.content);
  const long = note.content.length > NOTE_PREVIEW_LENGTH;
  const time = formatTime(note.timestamp);
  return (
    <li data-slot="lesson-note" className={itemClasses}>
      <ItemHeader
        time={time}
        seconds={note.timestamp}
        createdAt={note.createdAt}
        deleteLabel={labels.deleteNote(preview)}
        onDelete={() => onDelete(note.id)}
        onSeek={onSeek}
        labels={labels}
      />
      <p
        data-slot="lesson-note-content"
        title={long && !expanded ? note.content : undefined}
        className="text-sm break-words whitespace-pre-wrap"
      >
        {expanded ? note.content : preview}
      </p>
      {long ? (
        <Button
          variant="link"
          size="sm"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="self-start"
        >
          {expanded ? labels.showLess : labels.showMore}
        </Button>
      ) : null}
      {note.tags.length > 0 ? (
        <ul aria-label={labels.tags} className="flex flex-wrap gap-1">
          {note.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
