import { Button, Tabs, TabsContent, TabsList, TabsTrigger, TextArea } from '@lp/ui';
import { useRef } from 'react';
import { LessonMarkdown } from '../lesson-content/lesson-markdown';
import type { CourseBuilderTexts } from './course-builder-texts';
import { applyMarkdownFormat, type MarkdownFormat } from './markdown-format';

export interface TextLessonEditorProps {
  /** The lesson's Markdown. */
  value: string;
  onChange: (value: string) => void;
  texts: CourseBuilderTexts;
}

const formats: readonly MarkdownFormat[] = ['bold', 'italic', 'heading', 'list', 'link'];
const formatLabel = (format: MarkdownFormat, texts: CourseBuilderTexts) =>
  ({
    bold: texts.bold,
    italic: texts.italic,
    heading: texts.heading,
    list: texts.bulletList,
    link: texts.link,
  })[format];

/**
 * A text lesson's Markdown with a small toolbar and a live preview drawn by the lesson player's
 * own renderer: side by side on wide screens, Write and Preview tabs on narrow ones.
 */
export function TextLessonEditor({ value, onChange, texts }: TextLessonEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const format = (kind: MarkdownFormat) => {
    const element = area.current;
    const next = applyMarkdownFormat(
      {
        text: value,
        start: element?.selectionStart ?? value.length,
        end: element?.selectionEnd ?? value.length,
      },
      kind,
    );
    onChange(next.text);
    // The selection is set once the new text is in the box.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.start, next.end);
    });
  };
  // Both panels stay mounted: on wide screens both show and the tab list is hidden.
  const panel =
    'data-[state=inactive]:hidden lg:data-[state=inactive]:grid grid content-start gap-2';
  return (
    <Tabs defaultValue="write" data-slot="text-lesson-editor">
      <TabsList className="lg:hidden">
        <TabsTrigger value="write">{texts.write}</TabsTrigger>
        <TabsTrigger value="preview">{texts.preview}</TabsTrigger>
      </TabsList>
      <div className="grid gap-4 lg:grid-cols-2">
        <TabsContent value="write" forceMount className={panel}>
          <div role="group" aria-label={texts.toolbar} className="flex flex-wrap gap-1">
            {formats.map((kind) => (
              <Button key={kind} variant="outline" size="xs" onClick={() => format(kind)}>
                {formatLabel(kind, texts)}
              </Button>
            ))}
          </div>
          <TextArea
            ref={area}
            name="content"
            label={texts.markdown}
            rows={14}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="font-mono"
          />
        </TabsContent>
        <TabsContent value="preview" forceMount className={panel}>
          <h3 className="text-sm font-medium text-text">{texts.preview}</h3>
          <div
            data-slot="text-lesson-preview"
            className="min-h-40 rounded-md border border-border bg-surface p-4"
          >
            {value.trim() ? (
              <LessonMarkdown>{value}</LessonMarkdown>
            ) : (
              <p className="text-sm text-text-muted">{texts.previewEmpty}</p>
            )}
          </div>
        </TabsContent>
      </div>
    </Tabs>
  );
}
