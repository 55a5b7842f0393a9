import { formatTime, notePreview, confidenceBand, type TranscriptSegment } from '@lp/contract';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { cva, type VariantProps } from 'class-variance-authority';
import { ToggleGroup } from 'radix-ui';
import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { inlineArrow, useDirection } from '../direction';
import { Bookmark, Check, CircleAlert, Minus, Pencil } from '../icon';
import * as transcriptMessages from '@lp/locales/en/ui-transcript-viewer';
import en from '@lp/locales/en/ui-transcript-viewer';
import { useFormat, useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { SearchField } from '../search-field';
import { Select, SelectItem } from '../select';
import {
  createSegmentSearch,
  findActivePosition,
  highlightParts,
  type TranscriptCategory,
  type TranscriptImportance,
} from './transcript-model';
import { isScrollKey, useAutoScroll } from './use-auto-scroll';
import { useRovingRows } from './use-roving-rows';

export type TranscriptFontSize = 'small' | 'medium' | 'large';

export const transcriptViewerVariants = cva(
  'flex min-h-0 flex-col gap-3 rounded-lg border border-border bg-surface p-3 text-text',
  {
    variants: {
      fontSize: { small: 'text-sm', medium: 'text-base', large: 'text-lg' },
    },
    defaultVariants: { fontSize: 'medium' },
  },
);

/** Every text the viewer shows; the defaults are the spec's (spec 1 §2.7) or plain English. */
export interface TranscriptViewerLabels {
  /** The grid's accessible name. @default 'Transcript' */
  transcript: string;
  /** @default 'Search transcript' */
  search: string;
  /** @default 'Search transcript...' */
  searchPlaceholder: string;
  /** @default 'Importance' */
  importance: string;
  /** @default 'Category' */
  category: string;
  /** The "no filter" option. @default 'All' */
  all: string;
  /** @default 'Font size' */
  fontSize: string;
  /** @default { small: 'Small', medium: 'Medium', large: 'Large' } */
  fontSizes: Record<TranscriptFontSize, string>;
  /** @default { high: 'High', medium: 'Medium', low: 'Low' } */
  importances: Record<TranscriptImportance, string>;
  /** @default { concept: 'Concept', example: 'Example', definition: 'Definition', instruction: 'Instruction' } */
  categories: Record<TranscriptCategory, string>;
  /** @default 'Resume auto-scroll' */
  resume: string;
  /** @default 'Add note' */
  addNote: string;
  /** @default 'Bookmark' */
  bookmark: string;
  /** Shown before a note preview. @default 'Note:' */
  note: string;
  /** @default { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' } */
  confidence: Record<'high' | 'medium' | 'low', string>;
  /** The polite count announcement. @default n => 'n segments' */
  count: (count: number) => string;
  /** @default the spec's 'No transcript segments found matching your criteria.' / 'No transcript segments found for "{query}"' */
  empty: (query: string) => string;
  /** A row's action named with the segment's start. @default (action, time) => `${action} (${time})` */
  action: (action: string, time: string) => string;
  /** A segment's importance, spoken. @default (level) => `${level} importance` */
  importanceOf: (level: string) => string;
  /** The confidence's name before its percentage, spoken. @default (label) => `${label}:` */
  confidenceOf: (label: string) => string;
}

function transcriptLabelsOf(text: typeof en): TranscriptViewerLabels {
  return {
    transcript: text.transcript,
    search: text.search,
    searchPlaceholder: text.searchPlaceholder,
    importance: text.importance,
    category: text.category,
    all: text.all,
    fontSize: text.fontSize,
    fontSizes: { small: text.fontSmall, medium: text.fontMedium, large: text.fontLarge },
    importances: {
      high: text.importanceHigh,
      medium: text.importanceMedium,
      low: text.importanceLow,
    },
    categories: {
      concept: text.categoryConcept,
      example: text.categoryExample,
      definition: text.categoryDefinition,
      instruction: text.categoryInstruction,
    },
    resume: text.resume,
    addNote: text.addNote,
    bookmark: text.bookmark,
    note: text.note,
    confidence: {
      high: text.confidenceHigh,
      medium: text.confidenceMedium,
      low: text.confidenceLow,
    },
    count: (count) => text.count({ count }),
    empty: (query) => {
      const trimmed = query.trim();
      return trimmed ? text.emptyQuery({ query: trimmed }) : text.emptyFilters;
    },
    action: (action, time) => text.action({ action, time }),
    importanceOf: (level) => text.importanceOf({ level }),
    confidenceOf: (label) => text.confidenceOf({ label }),
  };
}

export const defaultTranscriptLabels: TranscriptViewerLabels = transcriptLabelsOf(en);

/** The viewer's texts in the tree's language. */
export function useTranscriptLabels(): TranscriptViewerLabels {
  const text = useMessages(transcriptMessages);
  return useMemo(() => transcriptLabelsOf(text), [text]);
}

const importanceOrder: TranscriptImportance[] = ['high', 'medium', 'low'];
const categoryOrder: TranscriptCategory[] = ['concept', 'example', 'definition', 'instruction'];
const fontSizeOrder: TranscriptFontSize[] = ['small', 'medium', 'large'];
/** The default height (`h-[32rem]`) in px: the rows drawn before the list is measured. */
const INITIAL_VIEWPORT_HEIGHT = 512;

const estimatedHeights: Record<TranscriptFontSize, number> = { small: 92, medium: 104, large: 120 };

export interface TranscriptViewerProps
  extends
    Omit<ComponentProps<'section'>, 'onSelect'>,
    Omit<VariantProps<typeof transcriptViewerVariants>, 'fontSize'> {
  /** The segments in time order (spec 1 §3). */
  segments: readonly TranscriptSegment[];
  /** Playback time in seconds; the segment covering it is marked and followed. @default undefined */
  currentTime?: number;
  /** Called with the segment's start when the user clicks it or presses Enter on it. */
  onSeek?: (startTime: number, segment: TranscriptSegment) => void;
  /** The note action of a segment; without it the button is not shown. */
  onAddNote?: (segment: TranscriptSegment) => void;
  /** The bookmark action of a segment; without it the button is not shown. */
  onToggleBookmark?: (segment: TranscriptSegment) => void;
  /** Notes by segment id; a preview of the first 100 characters shows under the text. @default {} */
  notes?: Readonly<Record<string, string>>;
  /** Ids of bookmarked segments (their bookmark button shows pressed). @default [] */
  bookmarkedIds?: readonly string[];
  /** Controlled font size. @default undefined (uncontrolled) */
  fontSize?: TranscriptFontSize;
  /** The first font size when uncontrolled. @default 'medium' */
  defaultFontSize?: TranscriptFontSize;
  /** Called when the user picks a font size. */
  onFontSizeChange?: (size: TranscriptFontSize) => void;
  /** The search text to start with. @default '' */
  defaultQuery?: string;
  /** Resume following playback on its own after this many ms of no user scrolling. @default undefined (only the button resumes) */
  resumeAfterMs?: number;
  /** Texts, merged over the defaults. @default defaultTranscriptLabels */
  labels?: Partial<TranscriptViewerLabels>;
  /** A height class, such as `'h-96'` or `'h-full'`. @default 'h-[32rem]' */
  height?: string;
}

/** Text that never needs to cross a row boundary. */
function Marked({ text, query }: { text: string; query: string }) {
  const parts = useMemo(() => highlightParts(text, query), [text, query]);
  return parts.map((part, i) =>
    part.match ? (
      <mark
        key={i}
        data-slot="transcript-match"
        className="rounded-sm bg-warning-subtle px-0.5 text-text forced-colors:bg-[Mark] forced-colors:text-[MarkText]"
      >
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

const confidenceIcons = { high: Check, medium: Minus, low: CircleAlert } as const;

function ConfidenceIcon({ level }: { level: 'high' | 'medium' | 'low' }) {
  const Icon = confidenceIcons[level];
  return <Icon aria-hidden="true" />;
}

const toneOfLevel = { high: 'success', medium: 'warning', low: 'danger' } as const;

interface RowProps {
  segment: TranscriptSegment;
  position: number;
  start: number;
  query: string;
  selected: boolean;
  active: boolean;
  tabbable: boolean;
  note: string | undefined;
  bookmarked: boolean;
  showNote: boolean;
  showBookmark: boolean;
  labels: TranscriptViewerLabels;
  measure: (node: Element | null) => void;
  onActivate: (position: number) => void;
  onAddNote: (position: number) => void;
  onToggleBookmark: (position: number) => void;
}

/** One segment. Memoised: typing re-renders only the rows on screen, and only when their props change. */
const TranscriptRow = memo(function TranscriptRow({
  segment,
  position,
  start,
  query,
  selected,
  active,
  tabbable,
  note,
  bookmarked,
  showNote,
  showBookmark,
  labels,
  measure,
  onActivate,
  onAddNote,
  onToggleBookmark,
}: RowProps) {
  const band = confidenceBand(segment.confidence);
  const time = `${formatTime(segment.startTime)} – ${formatTime(segment.endTime)}`;
  const direction = useDirection();
  const format = useFormat();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = event.currentTarget;
    const target = event.target as HTMLElement;
    // The row's buttons follow its text: Right moves on left to right, Left right to left.
    const arrow = inlineArrow(event.key, direction);
    if (target === row) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate(position);
      } else if (arrow === 'forward') {
        event.preventDefault();
        row.querySelector<HTMLElement>('button')?.focus();
      }
      return;
    }
    if (!arrow) return;
    event.preventDefault();
    const buttons = [...row.querySelectorAll<HTMLElement>('button')];
    const at = buttons.indexOf(target);
    const next = arrow === 'forward' ? buttons[at + 1] : (buttons[at - 1] ?? row);
    next?.focus();
  };
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <div
      role="row"
      ref={measure}
      data-index={position}
      data-position={position}
      data-slot="transcript-row"
      data-selected={selected}
      data-active={active}
      aria-rowindex={position + 1}
      aria-selected={selected}
      aria-current={active ? 'time' : undefined}
      tabIndex={tabbable ? 0 : -1}
      style={{ transform: `translateY(${start}px)` }}
      onClick={() => onActivate(position)}
      onKeyDown={onKeyDown}
      className={cn(
        'absolute top-0 start-0 flex w-full cursor-pointer gap-2 border-s-4 border-transparent px-3 py-2',
        'outline-offset-[-2px] hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-ring',
        'data-[active=true]:border-primary data-[active=true]:bg-primary-subtle',
        'data-[selected=true]:bg-surface-sunken data-[selected=true]:data-[active=true]:bg-primary-subtle',
        'forced-colors:data-[active=true]:border-[Highlight] forced-colors:data-[selected=true]:outline-1 forced-colors:data-[selected=true]:outline-[CanvasText]',
      )}
    >
      <div role="gridcell" data-slot="transcript-segment" className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.8em] text-text-muted">
          <span data-slot="transcript-time" className="font-mono tabular-nums">
            {time}
          </span>
          <span data-slot="transcript-speaker" dir="auto" className="font-medium text-text">
            {segment.speaker}
          </span>
          <Badge
            data-slot="transcript-confidence"
            data-level={band.level}
            variant={toneOfLevel[band.level]}
            title={labels.confidence[band.level]}
          >
            <ConfidenceIcon level={band.level} />
            <span className="sr-only">{labels.confidenceOf(labels.confidence[band.level])}</span>
            {format.percent(segment.confidence)}
          </Badge>
          <Badge
            data-slot="transcript-importance"
            variant={segment.importance === 'high' ? 'brand' : 'neutral'}
          >
            <span aria-hidden="true">{labels.importances[segment.importance]}</span>
            <span className="sr-only">
              {labels.importanceOf(labels.importances[segment.importance])}
            </span>
          </Badge>
          <Badge data-slot="transcript-category">{labels.categories[segment.category]}</Badge>
        </div>
        <p data-slot="transcript-text" dir="auto" className="mt-1 leading-relaxed">
          <Marked text={segment.text} query={query} />
        </p>
        {note !== undefined && (
          <p data-slot="transcript-note" className="mt-1 text-[0.85em] text-text-muted italic">
            <span className="font-medium not-italic">{labels.note}</span> {notePreview(note)}
          </p>
        )}
      </div>
      {(showNote || showBookmark) && (
        <div role="gridcell" data-slot="transcript-actions" className="flex shrink-0 items-start">
          {showNote && (
            <Button
              size="icon-sm"
              variant="ghost"
              tabIndex={-1}
              aria-label={labels.action(labels.addNote, formatTime(segment.startTime))}
              onClick={(event) => {
                stop(event);
                onAddNote(position);
              }}
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
          {showBookmark && (
            <Button
              size="icon-sm"
              variant="ghost"
              tabIndex={-1}
              aria-label={labels.action(labels.bookmark, formatTime(segment.startTime))}
              aria-pressed={bookmarked}
              data-pressed={bookmarked}
              className="data-[pressed=true]:text-primary-text"
              onClick={(event) => {
                stop(event);
                onToggleBookmark(position);
              }}
            >
              <Bookmark aria-hidden="true" fill={bookmarked ? 'currentColor' : 'none'} />
            </Button>
          )}
        </div>
      )}
    </div>
  );
});

/**
 * The lesson transcript (spec 1 §2.7): searchable and filterable segments that follow the
 * playback, seek on click or Enter, and carry note and bookmark actions. Virtualized, so a
 * 100,000-segment transcript mounts and filters as fast as a short one.
 */
export function TranscriptViewer({
  segments,
  currentTime,
  onSeek,
  onAddNote,
  onToggleBookmark,
  notes,
  bookmarkedIds,
  fontSize: fontSizeProp,
  defaultFontSize = 'medium',
  onFontSizeChange,
  defaultQuery = '',
  resumeAfterMs,
  labels: labelsProp,
  height = 'h-[32rem]',
  className,
  ...props
}: TranscriptViewerProps) {
  const defaults = useTranscriptLabels();
  const labels = useMemo(() => ({ ...defaults, ...labelsProp }), [defaults, labelsProp]);
  const id = useId();
  const [query, setQuery] = useState(defaultQuery);
  const [importance, setImportance] = useState<TranscriptImportance | 'all'>('all');
  const [category, setCategory] = useState<TranscriptCategory | 'all'>('all');
  const [ownFontSize, setOwnFontSize] = useState(defaultFontSize);
  const fontSize = fontSizeProp ?? ownFontSize;
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const deferredQuery = useDeferredValue(query);
  const search = useMemo(() => createSegmentSearch(segments), [segments]);
  const visible = useMemo(
    () => search({ query: deferredQuery, importance, category }),
    [search, deferredQuery, importance, category],
  );
  const activePosition = useMemo(
    () => findActivePosition(segments, visible, currentTime),
    [segments, visible, currentTime],
  );
  const bookmarked = useMemo(() => new Set(bookmarkedIds), [bookmarkedIds]);

  const { focusPosition, move, focusAt } = useRovingRows({
    count: visible.length,
    initialPosition: Math.max(activePosition, 0),
  });

  const scrollerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      // The focused row stays mounted when scrolled away, so focus is never dropped to the body.
      const indexes = defaultRangeExtractor(range);
      if (focusPosition >= 0 && !indexes.includes(focusPosition)) {
        indexes.push(focusPosition);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusPosition],
  );
  // Stable, so the virtualizer recomputes its offsets only when the list or the size changes.
  const estimateSize = useCallback(() => estimatedHeights[fontSize], [fontSize]);
  const getItemKey = useCallback(
    (index: number) => segments[visible[index] ?? -1]?.id ?? index,
    [segments, visible],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- rows are memoised by our own props, not by the compiler
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    rangeExtractor,
    // Until the list can be measured (on the server, and while the browser hydrates what the
    // server drew) the rows of the default height are drawn, so the first of them are in the
    // page's first HTML instead of appearing once the app has started.
    initialRect: { width: 0, height: INITIAL_VIEWPORT_HEIGHT },
  });

  const { suspended, suspend, resume } = useAutoScroll({
    activePosition,
    scrollToPosition: (position) => virtualizer.scrollToIndex(position, { align: 'center' }),
    resumeAfterMs,
  });

  // Latest values for the stable row callbacks (so memoised rows are not re-rendered by them).
  const latest = useRef({
    segments,
    visible,
    onSeek,
    onAddNote,
    onToggleBookmark,
    resume,
    focusAt,
  });
  useLayoutEffect(() => {
    latest.current = { segments, visible, onSeek, onAddNote, onToggleBookmark, resume, focusAt };
  });
  const segmentAt = useCallback((position: number) => {
    const { segments: all, visible: shown } = latest.current;
    return all[shown[position] ?? -1];
  }, []);
  const activate = useCallback(
    (position: number) => {
      const segment = segmentAt(position);
      if (!segment) return;
      latest.current.focusAt(position);
      setSelectedId(segment.id);
      latest.current.resume();
      latest.current.onSeek?.(segment.startTime, segment);
    },
    [segmentAt],
  );
  const addNote = useCallback(
    (position: number) => {
      const segment = segmentAt(position);
      if (segment) latest.current.onAddNote?.(segment);
    },
    [segmentAt],
  );
  const toggleBookmark = useCallback(
    (position: number) => {
      const segment = segmentAt(position);
      if (segment) latest.current.onToggleBookmark?.(segment);
    },
    [segmentAt],
  );

  const pendingFocus = useRef(false);
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const row = gridRef.current?.querySelector<HTMLElement>(`[data-position="${focusPosition}"]`);
    if (row) {
      pendingFocus.current = false;
      row.focus({ preventScroll: true });
    }
  });

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') return;
    const next = move(event.key);
    if (next === null) return;
    event.preventDefault();
    suspend();
    pendingFocus.current = true;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const items = virtualizer.getVirtualItems();
  const controlsId = `${id}-grid`;

  return (
    <section
      data-slot="transcript-viewer"
      data-font-size={fontSize}
      aria-label={labels.transcript}
      className={cn(transcriptViewerVariants({ fontSize }), height, className)}
      {...props}
    >
      <div data-slot="transcript-toolbar" className="flex flex-wrap items-end gap-2 text-sm">
        <SearchField
          label={labels.search}
          size="sm"
          value={query}
          onValueChange={setQuery}
          placeholder={labels.searchPlaceholder}
          aria-controls={controlsId}
          containerClassName="min-w-48 flex-1"
        />
        <Select
          label={labels.importance}
          size="sm"
          value={importance}
          onValueChange={(value) => setImportance(value as TranscriptImportance | 'all')}
        >
          <SelectItem value="all">{labels.all}</SelectItem>
          {importanceOrder.map((value) => (
            <SelectItem key={value} value={value}>
              {labels.importances[value]}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={labels.category}
          size="sm"
          value={category}
          onValueChange={(value) => setCategory(value as TranscriptCategory | 'all')}
        >
          <SelectItem value="all">{labels.all}</SelectItem>
          {categoryOrder.map((value) => (
            <SelectItem key={value} value={value}>
              {labels.categories[value]}
            </SelectItem>
          ))}
        </Select>
        <ToggleGroup.Root
          type="single"
          value={fontSize}
          aria-label={labels.fontSize}
          data-slot="transcript-font-size"
          onValueChange={(value) => {
            if (!value) return;
            setOwnFontSize(value as TranscriptFontSize);
            onFontSizeChange?.(value as TranscriptFontSize);
          }}
          className="flex h-9 items-center rounded-md border border-border-strong"
        >
          {fontSizeOrder.map((size, i) => (
            <ToggleGroup.Item
              key={size}
              value={size}
              aria-label={labels.fontSizes[size]}
              className={cn(
                'flex h-full w-9 items-center justify-center text-text first:rounded-s-md last:rounded-e-md',
                'hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-ring',
                'data-[state=on]:bg-primary data-[state=on]:text-on-primary',
                'forced-colors:data-[state=on]:outline-2 forced-colors:data-[state=on]:outline-[Highlight]',
                ['text-xs', 'text-sm', 'text-base'][i],
              )}
            >
              {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a glyph showing the size, named by aria-label */}
              <span aria-hidden="true">A</span>
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>

      <p role="status" data-slot="transcript-count" className="text-xs text-text-muted">
        {labels.count(visible.length)}
      </p>

      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollerRef}
          id={controlsId}
          data-slot="transcript-scroller"
          data-query={deferredQuery}
          className="h-full overflow-y-auto rounded-md border border-border"
          onWheel={suspend}
          onTouchMove={suspend}
          onPointerDown={(event) => {
            // The scrollbar itself: the target is the scroller, never a row.
            if (event.target === event.currentTarget) suspend();
          }}
          onKeyDown={(event) => {
            if (event.target === event.currentTarget && isScrollKey(event.key)) suspend();
          }}
        >
          {visible.length === 0 ? (
            <p data-slot="transcript-empty" className="p-6 text-center text-text-muted">
              {labels.empty(deferredQuery)}
            </p>
          ) : (
            <div
              ref={gridRef}
              role="grid"
              aria-label={labels.transcript}
              aria-rowcount={visible.length}
              data-slot="transcript-grid"
              className="relative w-full"
              style={{ height: virtualizer.getTotalSize() }}
              onKeyDown={onGridKeyDown}
            >
              {items.map((item) => {
                const segment = segments[visible[item.index]!]!;
                return (
                  <TranscriptRow
                    key={item.key}
                    segment={segment}
                    position={item.index}
                    start={item.start}
                    query={deferredQuery}
                    selected={segment.id === selectedId}
                    active={item.index === activePosition}
                    tabbable={item.index === focusPosition}
                    note={notes?.[segment.id]}
                    bookmarked={bookmarked.has(segment.id)}
                    showNote={onAddNote !== undefined}
                    showBookmark={onToggleBookmark !== undefined}
                    labels={labels}
                    measure={virtualizer.measureElement}
                    onActivate={activate}
                    onAddNote={addNote}
                    onToggleBookmark={toggleBookmark}
                  />
                );
              })}
            </div>
          )}
        </div>
        {suspended && currentTime !== undefined && (
          <Button
            size="sm"
            data-slot="transcript-resume"
            onClick={resume}
            className="absolute bottom-3 left-1/2 z-sticky -translate-x-1/2 shadow-md"
          >
            {labels.resume}
          </Button>
        )}
      </div>
    </section>
  );
}
