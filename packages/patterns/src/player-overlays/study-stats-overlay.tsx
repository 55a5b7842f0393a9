import {
  DEFAULT_PERFORMANCE_METRICS,
  type PerformanceMetrics,
  type StudySession,
} from '@lp/contract';
import * as playerOverlaysMessages from '@lp/locales/en/player-overlays';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Stat,
  formattersFor,
  useFormat,
  useMessages,
  type Formatters,
} from '@lp/ui';
import { useMemo, type ReactNode } from 'react';
import { formatDuration } from './format-duration';

type EngagementLevel = PerformanceMetrics['engagementLevel'];

/** Every text of the overlay: the title is the spec's (spec 1 §2.7), the rest plain English. */
export interface StudyStatsLabels {
  /** @default 'Study Session Statistics' */
  title: string;
  /** @default 'How this study session is going.' */
  description: string;
  /** @default 'Close' */
  close: string;
  /** @default 'This session' */
  sessionHeading: string;
  /** @default 'Total time' */
  totalTime: string;
  /** @default 'Focus time' */
  focusTime: string;
  /** @default 'Break time' */
  breakTime: string;
  /** @default 'Lessons completed' */
  lessonsCompleted: string;
  /** @default 'Day streak' */
  streakDays: string;
  /** @default 'Performance' */
  performanceHeading: string;
  /** @default 'Comprehension' */
  comprehension: string;
  /** @default 'Engagement' */
  engagement: string;
  /** @default 'Learning velocity' */
  velocity: string;
  /** @default 'Retention' */
  retention: string;
  /** @default { low: 'Low', medium: 'Medium', high: 'High' } */
  engagementLevels: Record<EngagementLevel, string>;
  /** A percent (85) as the page's language writes it. @default n => `${n}%` in English */
  percent: (value: number) => string;
  /** A rate (1.2) as a multiplier. @default n => `${n}x` in English */
  multiplier: (value: number) => string;
}

type PlayerOverlaysMessages = typeof playerOverlaysMessages.default;

/** The overlay's texts from a language's messages (the `player-overlays` namespace) and its formats. */
function statsLabelsFrom(m: PlayerOverlaysMessages, format: Formatters): StudyStatsLabels {
  return {
    title: m.statsTitle,
    description: m.statsDescription,
    close: m.close,
    sessionHeading: m.sessionHeading,
    totalTime: m.totalTime,
    focusTime: m.focusTime,
    breakTime: m.breakTime,
    lessonsCompleted: m.lessonsCompleted,
    streakDays: m.streakDays,
    performanceHeading: m.performanceHeading,
    comprehension: m.comprehension,
    engagement: m.engagement,
    velocity: m.velocity,
    retention: m.retention,
    engagementLevels: { low: m.engagementLow, medium: m.engagementMedium, high: m.engagementHigh },
    // The metrics are percents (85), the formatter takes a fraction; a decimal one stays.
    percent: (value) => format.percent(value / 100, { maximumFractionDigits: 2 }),
    multiplier: (value) => m.multiplier({ value }),
  };
}

export const defaultStudyStatsLabels: StudyStatsLabels = statsLabelsFrom(
  playerOverlaysMessages.default,
  formattersFor('en'),
);

export interface StudyStatsOverlayProps {
  open: boolean;
  /** Called with false on Escape, an outside click or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The running session; times in seconds. */
  session: StudySession;
  /** @default DEFAULT_PERFORMANCE_METRICS (comprehension 85, engagement high, velocity 1.2, retention 78) */
  metrics?: PerformanceMetrics;
  /** Texts, merged over the defaults. @default defaultStudyStatsLabels */
  labels?: Partial<StudyStatsLabels>;
}

interface StatListProps {
  heading: string;
  items: [string, ReactNode][];
  /** Three tiles a row from md up; four metrics read better as two by two. */
  wide?: boolean;
}

function StatList({ heading, items, wide = false }: StatListProps) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-text">{heading}</h3>
      <ul data-wide={wide} className="grid grid-cols-2 gap-3 data-[wide=true]:md:grid-cols-3">
        {items.map(([label, value]) => (
          <li key={label}>
            <Stat label={label} value={value} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lesson player's Study Session Statistics overlay (spec 1 §2.7, §3): session times and performance. */
export function StudyStatsOverlay({
  open,
  onOpenChange,
  session,
  metrics = DEFAULT_PERFORMANCE_METRICS,
  labels: labelsProp,
}: StudyStatsOverlayProps) {
  const messages = useMessages(playerOverlaysMessages);
  const format = useFormat();
  const defaults = useMemo(() => statsLabelsFrom(messages, format), [messages, format]);
  const labels = { ...defaults, ...labelsProp };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="study-stats-overlay" size="lg" closeLabel={labels.close}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.description}</DialogDescription>
        </DialogHeader>
        <StatList
          wide
          heading={labels.sessionHeading}
          items={[
            [labels.totalTime, formatDuration(session.totalTime)],
            [labels.focusTime, formatDuration(session.focusTime)],
            [labels.breakTime, formatDuration(session.breakTime)],
            [labels.lessonsCompleted, format.number(session.lessonsCompleted)],
            [labels.streakDays, format.number(session.streakDays)],
          ]}
        />
        <StatList
          heading={labels.performanceHeading}
          items={[
            [labels.comprehension, labels.percent(metrics.comprehensionScore)],
            [labels.engagement, labels.engagementLevels[metrics.engagementLevel]],
            [labels.velocity, labels.multiplier(metrics.learningVelocity)],
            [labels.retention, labels.percent(metrics.retentionRate)],
          ]}
        />
      </DialogContent>
    </Dialog>
  );
}
