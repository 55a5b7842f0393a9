import { formatTime, PLAYBACK_SPEEDS } from '@lp/contract';
import * as mediaPlayerMessages from '@lp/locales/en/ui-media-player';
import en from '@lp/locales/en/ui-media-player';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  useId,
  useMemo,
  useImperativeHandle,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { intl, useFormat, useMessages } from '../i18n';
import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from '../icon';
import { cn } from '../lib/cn';
import { useMediaPlayer } from './use-media-player';

export const mediaPlayerVariants = cva(
  'grid overflow-hidden rounded-lg border border-border bg-surface text-text',
  {
    variants: {
      kind: { video: '', audio: 'gap-3 p-4' },
    },
    defaultVariants: { kind: 'video' },
  },
);

/** Commands for a parent that drives the player (for example a transcript seeking it). */
export interface MediaPlayerHandle {
  seek: (seconds: number) => void;
  play: () => void;
  pause: () => void;
}

/** Texts of the player controls; the skip labels are the spec's. */
export interface MediaPlayerLabels {
  /** @default 'Play' */
  play: string;
  /** @default 'Pause' */
  pause: string;
  /** @default 'Mute' */
  mute: string;
  /** @default 'Unmute' */
  unmute: string;
  /** @default 'Seek' */
  seek: string;
  /** @default 'Playback speed' */
  speed: string;
  /** @default 'Back 10 seconds' */
  back: string;
  /** @default 'Forward 10 seconds' */
  forward: string;
  /** @default (current, duration) => `${current} of ${duration}` */
  timeText: (current: string, duration: string) => string;
}

function mediaPlayerLabelsOf(text: typeof en): MediaPlayerLabels {
  return {
    play: text.play,
    pause: text.pause,
    mute: text.mute,
    unmute: text.unmute,
    seek: text.seek,
    speed: text.speed,
    back: text.back,
    forward: text.forward,
    timeText: (current, duration) => text.timeText({ current, duration }),
  };
}

export const defaultMediaPlayerLabels: MediaPlayerLabels = mediaPlayerLabelsOf(en);

/** The player's texts in the tree's language. */
export function useMediaPlayerLabels(): MediaPlayerLabels {
  const text = useMessages(mediaPlayerMessages);
  return useMemo(() => mediaPlayerLabelsOf(text), [text]);
}

/** A captions track (WebVTT). */
export interface MediaCaptions {
  src: string;
  /** @default 'en' */
  srcLang?: string;
  /** @default the language of `srcLang`, named in the page's language ('English') */
  label?: string;
}

export interface MediaPlayerProps
  extends
    Omit<ComponentProps<'div'>, 'children' | 'title' | 'onTimeUpdate'>,
    VariantProps<typeof mediaPlayerVariants> {
  /** The media address. */
  src?: string;
  /** The accessible name of the player and the heading of the audio card. */
  title: string;
  /** Video or audio. @default 'video' */
  kind?: 'video' | 'audio';
  /** The video's poster image. */
  poster?: string;
  /** A captions track; shown by default when given. */
  captions?: MediaCaptions;
  /** Called with the playback time in seconds as it advances and after each seek. */
  onTimeUpdate?: (seconds: number) => void;
  /** A seek request in seconds, applied each time it changes. @default undefined */
  seekTo?: number;
  /** Imperative commands: seek, play, pause. */
  controlRef?: Ref<MediaPlayerHandle>;
  /** Shows the 10-second back and forward buttons. @default true for audio, false for video */
  showSkip?: boolean;
  /** Texts, merged over the defaults. @default defaultMediaPlayerLabels */
  labels?: Partial<MediaPlayerLabels>;
}

const SHORTCUT_SEEK_SECONDS = 5;

/** A language's name in another: ('en', 'en') → 'English', ('es', 'en') → 'inglés'. */
function languageName(locale: string, code: string): string {
  try {
    return intl(Intl.DisplayNames, locale, { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The lesson's video and audio player (spec 1 §4, §9): play or pause, mute, speed, a seek slider
 * in m:ss, 10-second skips for audio and captions. Keyboard: Space or K plays and pauses, the
 * arrows seek 5 seconds and M mutes while the media has focus; every control is a named button.
 */
export function MediaPlayer({
  src,
  title,
  kind = 'video',
  poster,
  captions,
  onTimeUpdate,
  seekTo,
  controlRef,
  showSkip = kind === 'audio',
  labels: labelsProp,
  className,
  ...props
}: MediaPlayerProps) {
  const text = useMessages(mediaPlayerMessages);
  const format = useFormat();
  const labels = { ...useMediaPlayerLabels(), ...labelsProp };
  const player = useMediaPlayer({ onTimeUpdate, seekTo });
  const { state, mediaRef, seek, toggle } = player;
  const id = useId();

  useImperativeHandle(
    controlRef,
    () => ({
      seek,
      play: () => {
        if (mediaRef.current?.paused) toggle();
      },
      pause: () => mediaRef.current?.pause(),
    }),
    [seek, toggle, mediaRef],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const onMedia = target === mediaRef.current || target === event.currentTarget;
    // Ctrl/Cmd/Alt combinations belong to the page (Ctrl/Cmd+K opens the player's shortcuts).
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'k' || (key === ' ' && onMedia)) {
      event.preventDefault();
      player.toggle();
    } else if (key === 'm') {
      event.preventDefault();
      player.toggleMute();
    } else if (onMedia && (key === 'arrowleft' || key === 'arrowright')) {
      event.preventDefault();
      player.skip(key === 'arrowleft' ? -SHORTCUT_SEEK_SECONDS : SHORTCUT_SEEK_SECONDS);
    }
  };

  const current = formatTime(state.currentTime);
  const total = formatTime(state.duration);
  const track = captions ? (
    <track
      kind="captions"
      src={captions.src}
      srcLang={captions.srcLang ?? 'en'}
      label={captions.label ?? languageName(format.locale, captions.srcLang ?? 'en')}
      default
    />
  ) : null;

  return (
    <div
      role="group"
      aria-label={title}
      data-slot="media-player"
      data-kind={kind}
      data-state={state.playing ? 'playing' : 'paused'}
      className={cn(mediaPlayerVariants({ kind }), className)}
      onKeyDown={onKeyDown}
      {...props}
    >
      {kind === 'video' ? (
        <video
          ref={(node) => {
            mediaRef.current = node;
          }}
          src={src}
          poster={poster}
          preload="metadata"
          playsInline
          tabIndex={0}
          aria-label={title}
          data-slot="media-player-media"
          className="aspect-video w-full bg-surface-inverse focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          onClick={player.toggle}
          {...player.mediaProps}
        >
          {track}
        </video>
      ) : (
        <>
          <p id={`${id}-title`} className="font-semibold">
            {title}
          </p>
          <audio
            ref={(node) => {
              mediaRef.current = node;
            }}
            src={src}
            preload="metadata"
            aria-labelledby={`${id}-title`}
            data-slot="media-player-media"
            {...player.mediaProps}
          >
            {track}
          </audio>
        </>
      )}
      <div
        data-slot="media-player-controls"
        // Media controls keep their direction right to left, as a tape does: back before play
        // before forward, and the seek bar filling from the left (Material's bidirectionality).
        dir="ltr"
        className={cn('flex flex-wrap items-center gap-1', kind === 'video' && 'px-2 py-1.5')}
      >
        {showSkip && (
          <Button size="icon" variant="ghost" aria-label={labels.back} onClick={player.back}>
            <RotateCcw aria-hidden="true" />
          </Button>
        )}
        <Button
          size="icon"
          variant="ghost"
          aria-label={state.playing ? labels.pause : labels.play}
          data-slot="media-player-toggle"
          onClick={player.toggle}
        >
          {state.playing ? (
            <Pause aria-hidden="true" fill="currentColor" />
          ) : (
            <Play aria-hidden="true" fill="currentColor" />
          )}
        </Button>
        {showSkip && (
          <Button size="icon" variant="ghost" aria-label={labels.forward} onClick={player.forward}>
            <RotateCw aria-hidden="true" />
          </Button>
        )}
        <input
          type="range"
          aria-label={labels.seek}
          aria-valuetext={labels.timeText(current, total)}
          min={0}
          max={state.duration || 0}
          step="any"
          value={Math.min(state.currentTime, state.duration || 0)}
          disabled={state.duration <= 0}
          onChange={(event) => player.seek(Number(event.target.value))}
          data-slot="media-player-seek"
          className="h-2 min-w-24 flex-1 cursor-pointer accent-primary disabled:cursor-not-allowed forced-colors:accent-[Highlight]"
        />
        <span
          data-slot="media-player-time"
          className="px-1 font-mono text-xs text-text-muted tabular-nums"
        >
          {text.timeDisplay({ current, total })}
        </span>
        <Button
          size="icon"
          variant="ghost"
          aria-label={state.muted ? labels.unmute : labels.mute}
          aria-pressed={state.muted}
          onClick={player.toggleMute}
        >
          {state.muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              size="sm"
              variant="ghost"
              aria-label={text.speedButtonLabel({
                label: labels.speed,
                rate: format.number(state.rate),
              })}
            >
              {text.rate({ rate: format.number(state.rate) })}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{labels.speed}</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={String(state.rate)}
              onValueChange={(value) => player.setRate(Number(value))}
            >
              {PLAYBACK_SPEEDS.map((speed) => (
                <DropdownMenuRadioItem key={speed} value={String(speed)}>
                  {text.rate({ rate: format.number(speed) })}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
