import { AUDIO_SKIP_SECONDS } from '@lp/contract';
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';

export interface UseMediaPlayerOptions {
  /** Called with the playback time (seconds) as it advances and after every seek. */
  onTimeUpdate?: (seconds: number) => void;
  /** A seek request in seconds; applied each time it changes. @default undefined */
  seekTo?: number;
}

export interface MediaPlayerState {
  playing: boolean;
  muted: boolean;
  rate: number;
  currentTime: number;
  /** Seconds, or 0 while unknown. */
  duration: number;
}

/** Clamps a target time into the media: never below 0, never past a known duration. */
export function clampTime(time: number, duration: number): number {
  const floor = Math.max(0, time);
  return duration > 0 ? Math.min(floor, duration) : floor;
}

/**
 * Playback state and commands over a native `<video>` or `<audio>` (spec 1 §4): play or pause,
 * mute, speed, seek and the 10-second skips. The element stays the source of truth; the state
 * mirrors its events, so native controls, keyboard and our buttons never disagree.
 */
export function useMediaPlayer({ onTimeUpdate, seekTo }: UseMediaPlayerOptions = {}) {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [state, setState] = useState<MediaPlayerState>({
    playing: false,
    muted: false,
    rate: 1,
    currentTime: 0,
    duration: 0,
  });
  const report = useRef(onTimeUpdate);
  useEffect(() => {
    report.current = onTimeUpdate;
  });

  const read = useCallback((media: HTMLMediaElement) => {
    const duration = Number.isFinite(media.duration) ? media.duration : 0;
    setState({
      playing: !media.paused,
      muted: media.muted,
      rate: media.playbackRate,
      currentTime: media.currentTime,
      duration,
    });
  }, []);

  const sync = useCallback(
    (event: SyntheticEvent<HTMLMediaElement>) => {
      const media = event.currentTarget;
      read(media);
      if (event.type === 'timeupdate' || event.type === 'seeked')
        report.current?.(media.currentTime);
    },
    [read],
  );

  // The element may load its metadata before React attaches its listeners (a cached or fast
  // source): read it once on mount, or the length shows 0:00 and seeking stays off.
  useEffect(() => {
    if (mediaRef.current) read(mediaRef.current);
  }, [read]);

  const seek = useCallback((time: number) => {
    const media = mediaRef.current;
    if (!media) return;
    const duration = Number.isFinite(media.duration) ? media.duration : 0;
    const target = clampTime(time, duration);
    media.currentTime = target;
    setState((s) => ({ ...s, currentTime: target }));
    report.current?.(target);
  }, []);

  useEffect(() => {
    if (seekTo !== undefined) seek(seekTo);
  }, [seekTo, seek]);

  const toggle = useCallback(() => {
    const media = mediaRef.current;
    if (!media) return;
    if (media.paused) {
      // play() rejects when the source cannot play; the element's events keep the state true.
      void Promise.resolve(media.play()).catch(() => {});
    } else media.pause();
  }, []);

  const toggleMute = useCallback(() => {
    const media = mediaRef.current;
    if (media) media.muted = !media.muted;
  }, []);

  const setRate = useCallback((rate: number) => {
    const media = mediaRef.current;
    if (media) media.playbackRate = rate;
  }, []);

  const skip = useCallback(
    (seconds: number) => seek((mediaRef.current?.currentTime ?? 0) + seconds),
    [seek],
  );

  return {
    state,
    mediaRef,
    mediaProps: {
      onPlay: sync,
      onPause: sync,
      onEnded: sync,
      onTimeUpdate: sync,
      onSeeked: sync,
      onLoadedMetadata: sync,
      onDurationChange: sync,
      onVolumeChange: sync,
      onRateChange: sync,
    },
    toggle,
    toggleMute,
    setRate,
    seek,
    back: useCallback(() => skip(-AUDIO_SKIP_SECONDS), [skip]),
    forward: useCallback(() => skip(AUDIO_SKIP_SECONDS), [skip]),
    skip,
  };
}
