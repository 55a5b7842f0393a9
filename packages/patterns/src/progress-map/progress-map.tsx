import {
  PROGRESS_MAP_SPACING,
  type NodeDifficulty,
  type ProgressNode,
  type ProgressNodeStatus,
} from '@lp/contract';
import * as progressMapMessages from '@lp/locales/en/progress-map';
import { Badge, EmptyState, cn, useMessages } from '@lp/ui';
import { Bookmark, Check, Circle, Lock, Play, StickyNote, type IconComponent } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';

/** Every text the map shows; spec 1 fixes none of them (the `progress-map` messages). */
export interface ProgressMapLabels {
  /** The heading. @default 'Learning Path' */
  title: string;
  /** Status words, so status is never told by colour alone. @default { completed: 'Completed', current: 'Current', locked: 'Locked', available: 'Available' } */
  statuses: Record<ProgressNodeStatus, string>;
  /** @default { easy: 'Easy', medium: 'Medium', hard: 'Hard' } */
  difficulties: Record<NodeDifficulty, string>;
  /** @default { lesson: 'Lesson', quiz: 'Quiz' } */
  types: Record<ProgressNode['type'], string>;
  /** The estimated time in minutes. @default n => `${n} min` */
  minutes: (minutes: number) => string;
  /** Read for a node with notes. @default 'Has notes' */
  hasNotes: string;
  /** Read for a node with bookmarks. @default 'Has bookmarks' */
  hasBookmarks: string;
  /** Shown when there are no nodes. @default 'No lessons yet.' */
  empty: string;
}

type ProgressMapMessages = typeof progressMapMessages.default;

function labelsFrom(m: ProgressMapMessages): ProgressMapLabels {
  return {
    title: m.title,
    statuses: {
      completed: m.statusCompleted,
      current: m.statusCurrent,
      locked: m.statusLocked,
      available: m.statusAvailable,
    },
    difficulties: { easy: m.difficultyEasy, medium: m.difficultyMedium, hard: m.difficultyHard },
    types: { lesson: m.typeLesson, quiz: m.typeQuiz },
    minutes: (minutes) => m.minutes({ minutes }),
    hasNotes: m.hasNotes,
    hasBookmarks: m.hasBookmarks,
    empty: m.empty,
  };
}

export const defaultProgressMapLabels: ProgressMapLabels = labelsFrom(progressMapMessages.default);

/** The map's texts in the tree's language, with a deployment's overrides on top. */
export function useProgressMapLabels(overrides?: Partial<ProgressMapLabels>): ProgressMapLabels {
  return { ...labelsFrom(useMessages(progressMapMessages)), ...overrides };
}

export interface ProgressMapProps extends Omit<ComponentProps<'section'>, 'title' | 'onSelect'> {
  /** The nodes from the contract's `buildProgressNodes`, positions already on the grid. */
  nodes: readonly ProgressNode[];
  /** Called with the id of a chosen node; locked nodes cannot be chosen. */
  onSelect: (nodeId: string) => void;
  /** The heading; wins over `labels.title`. @default 'Learning Path' */
  title?: string;
  /** Texts, merged over the defaults. @default defaultProgressMapLabels */
  labels?: Partial<ProgressMapLabels>;
}

// A node fills its grid cell (spec 1 §9: 200 x 150) less a gutter, so lines stay visible between nodes.
const NODE_WIDTH = PROGRESS_MAP_SPACING.x - 24;
const NODE_HEIGHT = PROGRESS_MAP_SPACING.y - 22;

const badgeTone: Record<ProgressNodeStatus, 'success' | 'brand' | 'neutral' | 'info'> = {
  completed: 'success',
  current: 'brand',
  locked: 'neutral',
  available: 'info',
};

const statusIcon: Record<ProgressNodeStatus, IconComponent> = {
  completed: Check,
  current: Play,
  locked: Lock,
  available: Circle,
};

/**
 * The line between two nodes. Along a row it joins their centres (the nodes hide the ends);
 * to another row it drops from the bottom, runs along the gutter and enters from the top,
 * so it never crosses the nodes between them.
 */
function connectionPath(from: ProgressNode, to: ProgressNode): string {
  const fromX = from.position.x + NODE_WIDTH / 2;
  const toX = to.position.x + NODE_WIDTH / 2;
  if (from.position.y === to.position.y) {
    const y = from.position.y + NODE_HEIGHT / 2;
    return `M ${fromX} ${y} H ${toX}`;
  }
  const down = to.position.y > from.position.y;
  const startY = from.position.y + (down ? NODE_HEIGHT : 0);
  const endY = to.position.y + (down ? 0 : NODE_HEIGHT);
  const gutterY = (startY + endY) / 2;
  return `M ${fromX} ${startY} V ${gutterY} H ${toX} V ${endY}`;
}

/** Nodes in reading order: row by row, left to right, whatever order they came in. */
function readingOrder(nodes: readonly ProgressNode[]): ProgressNode[] {
  return [...nodes].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
}

/** The lesson player's progress map: lessons as nodes on a grid, joined by lines, in a scrollable area. */
export function ProgressMap({
  nodes,
  onSelect,
  title,
  labels: labelsProp,
  className,
  ...props
}: ProgressMapProps) {
  const labels = useProgressMapLabels(labelsProp);
  const headingId = useId();
  const heading = title ?? labels.title;
  const ordered = readingOrder(nodes);
  const byId = new Map(ordered.map((node) => [node.id, node]));
  const width = Math.max(0, ...ordered.map((node) => node.position.x)) + NODE_WIDTH;
  const height = Math.max(0, ...ordered.map((node) => node.position.y)) + NODE_HEIGHT;

  return (
    <section
      data-slot="progress-map"
      aria-labelledby={headingId}
      className={cn('flex min-h-0 flex-col gap-3 text-text', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg leading-tight font-semibold">
        {heading}
      </h2>
      {ordered.length === 0 ? (
        <EmptyState title={labels.empty} titleAs="p" />
      ) : (
        <div
          data-slot="progress-map-viewport"
          className="min-h-0 flex-1 overflow-auto rounded-lg border border-border bg-surface-sunken p-4"
        >
          <div className="relative" style={{ width, height }}>
            <svg
              aria-hidden="true"
              // The nodes sit from the inline start (below), so the lines between them mirror too.
              className="pointer-events-none absolute inset-0 rtl:-scale-x-100"
              width={width}
              height={height}
            >
              {ordered.flatMap((node) =>
                node.connections.map((targetId) => {
                  const target = byId.get(targetId);
                  if (!target) return null;
                  return (
                    <path
                      key={`${node.id}-${targetId}`}
                      data-slot="progress-map-connection"
                      data-status={node.status}
                      d={connectionPath(node, target)}
                      fill="none"
                      strokeWidth={2}
                      strokeDasharray={target.status === 'locked' ? '6 6' : undefined}
                      className="stroke-border-strong data-[status=completed]:stroke-success forced-colors:stroke-[CanvasText]"
                    />
                  );
                }),
              )}
            </svg>
            <ol className="absolute inset-0">
              {ordered.map((node) => {
                const locked = node.status === 'locked';
                return (
                  <li
                    key={node.id}
                    className="absolute"
                    style={{
                      insetInlineStart: node.position.x,
                      top: node.position.y,
                      width: NODE_WIDTH,
                      height: NODE_HEIGHT,
                    }}
                  >
                    <button
                      type="button"
                      data-slot="progress-map-node"
                      data-status={node.status}
                      disabled={locked}
                      aria-current={node.status === 'current' ? 'step' : undefined}
                      onClick={() => onSelect(node.id)}
                      className={cn(
                        'flex size-full cursor-pointer flex-col items-start gap-1.5 overflow-hidden rounded-lg border-2 border-border bg-surface p-3 text-start shadow-sm',
                        'transition-colors duration-150 motion-reduce:transition-none hover:border-primary',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        'data-[status=completed]:border-success data-[status=current]:border-primary',
                        'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-surface-sunken disabled:hover:border-border',
                        'forced-colors:border-[ButtonText] forced-colors:disabled:border-[GrayText]',
                      )}
                    >
                      <span dir="auto" className="line-clamp-2 text-sm leading-5 font-medium">
                        {node.title}
                      </span>
                      <Badge variant={badgeTone[node.status]}>
                        <StatusIcon status={node.status} />
                        {labels.statuses[node.status]}
                      </Badge>
                      <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-text-muted">
                        <span>{labels.types[node.type]}</span>
                        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, hidden */}
                        <span aria-hidden="true">·</span>
                        <span>{labels.difficulties[node.metadata.difficulty]}</span>
                        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, hidden */}
                        <span aria-hidden="true">·</span>
                        <span>{labels.minutes(node.metadata.estimatedTime)}</span>
                        {node.metadata.hasNotes ? (
                          <NodeMark label={labels.hasNotes} icon={StickyNote} />
                        ) : null}
                        {node.metadata.hasBookmarks ? (
                          <NodeMark label={labels.hasBookmarks} icon={Bookmark} />
                        ) : null}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      )}
    </section>
  );
}

/** A node's status icon, beside the status's name. */
function StatusIcon({ status }: { status: ProgressNodeStatus }) {
  const Icon = statusIcon[status];
  return <Icon aria-hidden="true" strokeWidth={2.5} />;
}

/** A small icon whose meaning is read out, shown only when the node has that content. */
function NodeMark({ label, icon: Icon }: { label: string; icon: IconComponent }) {
  return (
    <span className="inline-flex" title={label}>
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
