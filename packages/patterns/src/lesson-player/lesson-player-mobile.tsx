import * as lessonPlayerMessages from '@lp/locales/en/lesson-player';
import {
  Button,
  SkipLink,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  cn,
  useMessages,
} from '@lp/ui';
import { useMemo, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, List, Sparkles } from '@lp/ui/icons';
import { BackLink } from './back-link';
import { LESSON_MAIN_ID } from './lesson-player-ids';
import { lessonNavigation, type LessonPlayerPosition } from './lesson-position';
import { useSwipeNavigation, type SwipeHint } from './use-swipe-navigation';

/** The mobile player's tabs (spec 1 §2.7: content and ai). */
export type LessonPlayerMobileTab = 'content' | 'ai';

/** Every text of the mobile player; the defaults are the spec's words or plain English. */
export interface LessonPlayerMobileLabels {
  /** The header's back button. @default 'Back to Courses' */
  back: string;
  /** @default 'Skip to lesson' */
  skipToLesson: string;
  /** Opens the Course Progress modal. @default 'Course outline' */
  outline: string;
  /** The tab list's name. @default 'Lesson views' */
  tabs: string;
  /** @default 'Content' */
  contentTab: string;
  /** @default 'AI' */
  aiTab: string;
  /** The bottom bar's landmark name. @default 'Lesson navigation' */
  bottomBar: string;
  /** @default 'Previous lesson' */
  previous: string;
  /** Visible under the icon. @default 'Previous' */
  previousShort: string;
  /** @default 'Next lesson' */
  next: string;
  /** @default 'Next' */
  nextShort: string;
  /** Visible under the outline icon of the bottom bar. @default 'Outline' */
  outlineShort: string;
  /** Switches to the AI tab. @default 'AI companion' */
  companion: string;
  /** @default 'AI' */
  companionShort: string;
  /** The swipe hints (spec 1 §2.7). @default 'Next Lesson →' */
  swipeNext: string;
  /** @default '← Previous Lesson' */
  swipePrevious: string;
  /** @default 'Swipe to navigate' */
  swipeUndecided: string;
}

type LessonPlayerMessages = typeof lessonPlayerMessages.default;

/** The mobile player's texts from a language's messages (the `lesson-player` namespace). */
function mobileLabelsFrom(m: LessonPlayerMessages): LessonPlayerMobileLabels {
  return {
    back: m.back,
    skipToLesson: m.skipToLesson,
    outline: m.outline,
    tabs: m.tabs,
    contentTab: m.contentTab,
    aiTab: m.aiTab,
    bottomBar: m.lessonNavigation,
    previous: m.previous,
    previousShort: m.previousShort,
    next: m.next,
    nextShort: m.nextShort,
    outlineShort: m.outlineShort,
    companion: m.companion,
    companionShort: m.companionShort,
    swipeNext: m.swipeNext,
    swipePrevious: m.swipePrevious,
    swipeUndecided: m.swipeUndecided,
  };
}

export const defaultLessonPlayerMobileLabels: LessonPlayerMobileLabels = mobileLabelsFrom(
  lessonPlayerMessages.default,
);

/** The mobile player's texts in the tree's language, with a deployment's overrides on top. */
export function useLessonPlayerMobileLabels(
  overrides?: Partial<LessonPlayerMobileLabels>,
): LessonPlayerMobileLabels {
  const messages = useMessages(lessonPlayerMessages);
  const labels = useMemo(() => mobileLabelsFrom(messages), [messages]);
  return overrides ? { ...labels, ...overrides } : labels;
}

export interface LessonPlayerMobileProps {
  lessonTitle: string;
  moduleTitle: string;
  /** The open lesson's place in the course. */
  position: LessonPlayerPosition;
  /** Goes to the previous lesson (bottom bar, or a swipe to the right); disabled at the first lesson. */
  onPrevious: () => void;
  /** Goes to the next lesson (bottom bar, or a swipe to the left); disabled at the last lesson. */
  onNext: () => void;
  /** The lesson content: the 'content' tab. */
  content: ReactNode;
  /** The AI companion: the 'ai' tab. */
  companion: ReactNode;
  tab: LessonPlayerMobileTab;
  onTabChange: (tab: LessonPlayerMobileTab) => void;
  /** Opens the full-screen Course Progress modal. */
  onOpenOutline: () => void;
  /** The floating AI companion chat (button and sheet), placed by the app. */
  floatingChat?: ReactNode;
  /** Where the back button goes (the app's /courses). */
  backHref: string;
  /** Texts, merged over the defaults. @default defaultLessonPlayerMobileLabels */
  labels?: Partial<LessonPlayerMobileLabels>;
  className?: string;
}

/** The phone lesson screen (spec 1 §2.7): sticky header, content and AI tabs, swipe, bottom bar. */
export function LessonPlayerMobile({
  lessonTitle,
  moduleTitle,
  position,
  onPrevious,
  onNext,
  content,
  companion,
  tab,
  onTabChange,
  onOpenOutline,
  floatingChat,
  backHref,
  labels: labelsProp,
  className,
}: LessonPlayerMobileProps) {
  const labels = useLessonPlayerMobileLabels(labelsProp);
  const navigation = lessonNavigation(position);
  const { swipeProps, hint } = useSwipeNavigation({
    onNext,
    onPrevious,
    canGoNext: navigation.canGoNext,
    canGoPrevious: navigation.canGoPrevious,
  });
  const hintText: Record<NonNullable<SwipeHint>, string> = {
    next: labels.swipeNext,
    previous: labels.swipePrevious,
    undecided: labels.swipeUndecided,
  };

  return (
    <div
      data-slot="lesson-player-mobile"
      className={cn('flex min-h-dvh flex-col bg-surface font-sans text-text', className)}
    >
      <SkipLink targetId={LESSON_MAIN_ID}>{labels.skipToLesson}</SkipLink>
      <header
        data-slot="lesson-player-mobile-header"
        className="sticky top-0 z-sticky flex items-center gap-2 border-b border-border bg-surface px-2 py-2"
      >
        <BackLink href={backHref} label={labels.back} iconOnly />
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 dir="auto" className="truncate text-base leading-tight font-semibold">
            {lessonTitle}
          </h1>
          <p dir="auto" className="truncate text-xs text-text-muted">
            {moduleTitle}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={labels.outline}
          aria-haspopup="dialog"
          onClick={onOpenOutline}
        >
          <List aria-hidden="true" />
        </Button>
      </header>

      <main
        id={LESSON_MAIN_ID}
        tabIndex={-1}
        data-slot="lesson-player-mobile-main"
        // pan-y: vertical scrolling stays with the browser, horizontal movement comes to the swipe.
        className="relative flex flex-1 touch-pan-y flex-col px-4 pt-3 pb-24 focus:outline-none"
        {...swipeProps}
      >
        <Tabs
          value={tab}
          onValueChange={(value) => onTabChange(value as LessonPlayerMobileTab)}
          className="flex-1"
        >
          <TabsList variant="pill" stretch aria-label={labels.tabs}>
            <TabsTrigger value="content" className="flex-1">
              {labels.contentTab}
            </TabsTrigger>
            <TabsTrigger value="ai" className="flex-1">
              {labels.aiTab}
            </TabsTrigger>
          </TabsList>
          {/* Both stay mounted (hidden when inactive) so a playing video or a chat keeps its state. */}
          <TabsContent value="content" forceMount hidden={tab !== 'content'}>
            {content}
          </TabsContent>
          <TabsContent value="ai" forceMount hidden={tab !== 'ai'}>
            {companion}
          </TabsContent>
        </Tabs>
        {/*
          The hint is aria-hidden: it only mirrors a touch gesture in progress. Screen reader and
          keyboard users move with the bottom bar's named buttons, and announcing every change of
          a moving finger would be noise.
        */}
        {hint ? (
          <div
            aria-hidden="true"
            data-slot="lesson-player-swipe-hint"
            data-hint={hint}
            className="pointer-events-none fixed inset-x-0 top-1/2 z-overlay flex justify-center px-4"
          >
            <span className="rounded-full bg-surface-inverse px-4 py-2 text-sm font-medium text-text-inverse shadow-lg">
              {hintText[hint]}
            </span>
          </div>
        ) : null}
      </main>

      {floatingChat}

      <nav
        aria-label={labels.bottomBar}
        data-slot="lesson-player-mobile-bottom-bar"
        className="fixed inset-x-0 bottom-0 z-sticky border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] forced-colors:border-[CanvasText]"
      >
        <div className="flex items-stretch gap-1 px-2 py-1">
          <Button
            variant="ghost"
            size="bar"
            aria-label={labels.previous}
            disabled={!navigation.canGoPrevious}
            onClick={onPrevious}
          >
            <ChevronLeft aria-hidden="true" />
            {labels.previousShort}
          </Button>
          <Button
            variant="ghost"
            size="bar"
            aria-label={labels.outline}
            aria-haspopup="dialog"
            onClick={onOpenOutline}
          >
            <List aria-hidden="true" />
            {labels.outlineShort}
          </Button>
          <Button
            variant="ghost"
            size="bar"
            aria-label={labels.companion}
            onClick={() => onTabChange('ai')}
          >
            <Sparkles aria-hidden="true" />
            {labels.companionShort}
          </Button>
          <Button
            variant="ghost"
            size="bar"
            aria-label={labels.next}
            disabled={!navigation.canGoNext}
            onClick={onNext}
          >
            <ChevronRight aria-hidden="true" />
            {labels.nextShort}
          </Button>
        </div>
      </nav>
    </div>
  );
}
