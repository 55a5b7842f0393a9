import type { TranscriptSegment } from '@lp/contract';
import {
  MediaPlayer,
  TranscriptViewer,
  type MediaCaptions,
  type MediaPlayerHandle,
  type MediaPlayerLabels,
  type TranscriptViewerLabels,
} from '@lp/ui';
import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';

export interface LessonMediaProps {
  kind: 'video' | 'audio';
  /** The player's accessible name: the lesson title. */
  title: string;
  /** The playable address; without it `placeholder` shows instead of the player. */
  src?: string;
  /** A captions track for the player. */
  captions?: MediaCaptions;
  /** Shown when there is nothing to play. */
  placeholder: ReactNode;
  /** Video lessons: the segments beside (desktop) or under (mobile) the player. */
  transcript?: readonly TranscriptSegment[];
  layout: 'desktop' | 'mobile';
  onTimeUpdate?: (seconds: number) => void;
  seekTo?: number;
  controlRef?: Ref<MediaPlayerHandle>;
  onTranscriptNote?: (segment: TranscriptSegment) => void;
  onTranscriptBookmark?: (segment: TranscriptSegment) => void;
  transcriptNotes?: Readonly<Record<string, string>>;
  bookmarkedSegmentIds?: readonly string[];
  mediaLabels?: Partial<MediaPlayerLabels>;
  transcriptLabels?: Partial<TranscriptViewerLabels>;
}

/**
 * The player of a video or audio lesson and, for video, its transcript following the playback:
 * the transcript marks and scrolls to the segment being played, and a click on a segment seeks
 * the player to its start.
 */
export function LessonMedia({
  kind,
  title,
  src,
  captions,
  placeholder,
  transcript,
  layout,
  onTimeUpdate,
  seekTo,
  controlRef,
  onTranscriptNote,
  onTranscriptBookmark,
  transcriptNotes,
  bookmarkedSegmentIds,
  mediaLabels,
  transcriptLabels,
}: LessonMediaProps) {
  const playerRef = useRef<MediaPlayerHandle>(null);
  const [currentTime, setCurrentTime] = useState(0);

  // A seek the parent asks for (a bookmark click) moves the transcript too, player or not.
  const [requestedSeek, setRequestedSeek] = useState(seekTo);
  if (seekTo !== requestedSeek) {
    setRequestedSeek(seekTo);
    if (seekTo !== undefined) setCurrentTime(seekTo);
  }

  const reportTime = (seconds: number) => {
    setCurrentTime(seconds);
    onTimeUpdate?.(seconds);
  };

  // The parent's handle goes through ours, so both the app and the transcript can drive the player.
  useImperativeHandle(
    controlRef,
    () => ({
      seek: (seconds) => playerRef.current?.seek(seconds),
      play: () => playerRef.current?.play(),
      pause: () => playerRef.current?.pause(),
    }),
    [],
  );

  const seek = (seconds: number) => {
    // With a player, its seek reports the new time back through onTimeUpdate.
    if (playerRef.current) playerRef.current.seek(seconds);
    else reportTime(seconds);
  };

  const withTranscript = kind === 'video' && transcript !== undefined && transcript.length > 0;

  return (
    <div
      data-slot="lesson-media"
      data-layout={layout}
      data-transcript={withTranscript}
      className="grid gap-4 data-[layout=desktop]:data-[transcript=true]:lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      {src ? (
        <MediaPlayer
          kind={kind}
          src={src}
          captions={captions}
          title={title}
          onTimeUpdate={reportTime}
          seekTo={seekTo}
          controlRef={playerRef}
          labels={mediaLabels}
          className="self-start"
        />
      ) : (
        placeholder
      )}
      {withTranscript && (
        <TranscriptViewer
          segments={transcript}
          currentTime={currentTime}
          onSeek={seek}
          onAddNote={onTranscriptNote}
          onToggleBookmark={onTranscriptBookmark}
          notes={transcriptNotes}
          bookmarkedIds={bookmarkedSegmentIds}
          labels={transcriptLabels}
        />
      )}
    </div>
  );
}
