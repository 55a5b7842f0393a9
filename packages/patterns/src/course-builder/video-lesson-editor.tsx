import type { TranscriptSegment } from '@lp/contract';
import { Spinner, TextField, TranscriptViewer } from '@lp/ui';
import { useState } from 'react';
import type { CourseBuilderTexts } from './course-builder-texts';
import { isVideoAddress } from './course-validation';
import { FileField } from './file-field';

export interface VideoLessonEditorProps {
  /** The video's address (the lesson's content). */
  value: string;
  onChange: (value: string) => void;
  /** The lesson's transcript, once one is uploaded. @default [] */
  transcript?: readonly TranscriptSegment[];
  /** Called with the .vtt file chosen; the screen parses and uploads it. */
  onTranscriptFile?: (file: File) => void;
  /** The transcript is uploading. @default false */
  transcriptUploading?: boolean;
  /** Why the last transcript was refused. */
  transcriptError?: string;
  /** Shows the address's message before the field is left (after a refused save). @default false */
  showErrors?: boolean;
  texts: CourseBuilderTexts;
}

/** A video lesson: a YouTube or Vimeo address, checked, and its WebVTT transcript. */
export function VideoLessonEditor({
  value,
  onChange,
  transcript = [],
  onTranscriptFile,
  transcriptUploading = false,
  transcriptError,
  showErrors = false,
  texts,
}: VideoLessonEditorProps) {
  const [left, setLeft] = useState(false);
  const error =
    (showErrors || left) && !isVideoAddress(value) ? texts.videoAddressInvalid : undefined;
  return (
    <div data-slot="video-lesson-editor" className="grid gap-4">
      <TextField
        name="content"
        type="url"
        label={texts.videoAddress}
        description={texts.videoAddressHint}
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <FileField
        name="transcript"
        label={texts.transcript}
        description={texts.transcriptHint}
        accept=".vtt,text/vtt"
        error={transcriptError}
        disabled={transcriptUploading}
        onFile={onTranscriptFile}
      />
      {transcriptUploading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-text-muted">
          <Spinner size="sm" />
          {texts.transcriptUploading}
        </p>
      ) : null}
      {transcript.length > 0 ? (
        <TranscriptViewer segments={transcript} height="h-80" />
      ) : (
        <p className="text-sm text-text-muted">{texts.transcriptNone}</p>
      )}
    </div>
  );
}
