import { courseLanguages } from '@lp/contract';
import * as courseBuilderMessages from '@lp/locales/en/course-builder';
import {
  Banner,
  Button,
  NativeSelect,
  Spinner,
  TextArea,
  TextField,
  cn,
  useLocale,
  useMessages,
} from '@lp/ui';
import { useId, useMemo, useState, type FocusEvent } from 'react';
import { useCourseBuilderTexts, type CourseBuilderTexts } from './course-builder-texts';
import type { CourseDetailsValues, CourseDraft } from './course-draft';
import {
  courseDetailsErrors,
  useBuilderSchemas,
  type CourseDetailsErrors,
  type CourseDetailsField,
} from './course-validation';
import { FileField } from './file-field';

/** The API's level codes in the order offered; a test holds them equal to the contract's. */
export const courseLevelCodes = [
  'BEGINNER',
  'INTERMEDIATE',
  'ADVANCED',
] as const satisfies readonly CourseDraft['difficultyLevel'][];

/** The image types the upload endpoint takes; a test holds them equal to the contract's. */
export const COURSE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export interface CourseDetailsFormProps {
  /** The course's details as edited. */
  values: CourseDetailsValues;
  /** Called with the whole set of values on every change. */
  onChange: (values: CourseDetailsValues) => void;
  /** Called with the image the teacher chose; the screen uploads it and sets `imageUrl`. */
  onImageSelect?: (file: File) => void;
  /** The chosen image is uploading. @default false */
  imageUploading?: boolean;
  /** Why the last image was refused (the upload's answer). */
  imageError?: string;
  /** Messages from elsewhere (a save's 400), shown over the schema's own. @default {} */
  errors?: CourseDetailsErrors;
  /** Shows every field's message at once (after a refused save), not only of fields left. @default false */
  showAllErrors?: boolean;
  /**
   * Before the app's script has run: the version the details were read at. The fields then post
   * with it (and a chosen image) to the page's action by a Save details button. Left out once
   * the script runs: the builder autosaves every change.
   */
  postVersion?: number;
  /** Why the details posted were not saved (a stale version's 409), above the fields. */
  formError?: string;
  /** Texts, merged over the defaults. @default defaultCourseBuilderTexts */
  texts?: Partial<CourseBuilderTexts>;
  className?: string;
}

const numberText = (value: number) => (Number.isFinite(value) ? String(value) : '');

/**
 * The builder's Course details: title, description, category, level, language, duration and
 * image, each checked with the API's own course schema once the field has been left.
 */
export function CourseDetailsForm({
  values,
  onChange,
  onImageSelect,
  imageUploading = false,
  imageError,
  errors: outsideErrors = {},
  showAllErrors = false,
  postVersion,
  formError,
  texts: overrides,
  className,
}: CourseDetailsFormProps) {
  const texts = useCourseBuilderTexts(overrides);
  const text = useMessages(courseBuilderMessages);
  const locale = useLocale();
  const languageNames = useMemo(() => {
    try {
      return new Intl.DisplayNames(locale === 'en-XA' ? 'en' : locale, { type: 'language' });
    } catch {
      return undefined;
    }
  }, [locale]);
  const headingId = useId();
  const schemas = useBuilderSchemas();
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const schemaErrors = useMemo(
    () => (schemas ? courseDetailsErrors(schemas.course, values, texts.durationInvalid) : {}),
    [schemas, values, texts.durationInvalid],
  );
  const shown = (field: CourseDetailsField) =>
    outsideErrors[field] ?? (showAllErrors || left.has(field) ? schemaErrors[field] : undefined);
  const leave = (event: FocusEvent<HTMLElement>) => {
    const name = event.target.getAttribute('name');
    if (name && !left.has(name)) setLeft(new Set(left).add(name));
  };
  const set = <K extends CourseDetailsField>(field: K, value: CourseDetailsValues[K]) =>
    onChange({ ...values, [field]: value });

  // The duration's text is kept as typed ("1." on the way to "1.5"); a new value from outside
  // (a reload) replaces it.
  const [durationText, setDurationText] = useState(numberText(values.estimatedDurationHours));
  const [durationValue, setDurationValue] = useState(values.estimatedDurationHours);
  if (!Object.is(durationValue, values.estimatedDurationHours)) {
    setDurationValue(values.estimatedDurationHours);
    if (!Object.is(Number(durationText), values.estimatedDurationHours))
      setDurationText(numberText(values.estimatedDurationHours));
  }

  const languageKnown = Object.values(courseLanguages).some((code) => code === values.language);

  return (
    <section
      data-slot="course-details-form"
      aria-labelledby={headingId}
      className={cn('grid gap-4', className)}
      onBlur={leave}
    >
      <h2 id={headingId} className="text-lg font-semibold text-text">
        {texts.detailsHeading}
      </h2>
      {formError ? <Banner variant="error">{formError}</Banner> : null}
      {/* A real form, so the details save before the script has run (postVersion); once it
          runs, the autosave saves them and Enter in a field must not post the page. */}
      <form
        method="post"
        encType="multipart/form-data"
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        {postVersion === undefined ? null : (
          <input type="hidden" name="version" value={postVersion} />
        )}
        <TextField
          name="title"
          label={texts.title}
          required
          value={values.title}
          error={shown('title')}
          onChange={(event) => set('title', event.target.value)}
          containerClassName="md:col-span-2"
        />
        <TextArea
          name="description"
          label={texts.description}
          value={values.description}
          error={shown('description')}
          onChange={(event) => set('description', event.target.value)}
          containerClassName="md:col-span-2"
        />
        <TextField
          name="category"
          label={texts.category}
          value={values.category}
          error={shown('category')}
          onChange={(event) => set('category', event.target.value)}
        />
        <NativeSelect
          name="difficultyLevel"
          label={texts.level}
          value={values.difficultyLevel}
          error={shown('difficultyLevel')}
          onChange={(event) =>
            set('difficultyLevel', event.target.value as CourseDetailsValues['difficultyLevel'])
          }
        >
          {courseLevelCodes.map((code) => (
            <option key={code} value={code}>
              {text.levelName({ level: code })}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          name="language"
          label={texts.language}
          required
          value={values.language}
          error={shown('language')}
          onChange={(event) => set('language', event.target.value)}
        >
          {languageKnown ? null : <option value={values.language}>{values.language}</option>}
          {Object.entries(courseLanguages).map(([name, code]) => (
            <option key={code} value={code}>
              {text.languageOption({ name: languageNames?.of(code) ?? name, code })}
            </option>
          ))}
        </NativeSelect>
        <TextField
          name="estimatedDurationHours"
          label={texts.duration}
          description={texts.durationHint}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={durationText}
          error={shown('estimatedDurationHours')}
          onChange={(event) => {
            const text = event.target.value;
            setDurationText(text);
            set('estimatedDurationHours', text.trim() === '' ? Number.NaN : Number(text));
          }}
        />
        <div className="grid gap-3 md:col-span-2 md:grid-cols-[12rem_1fr] md:items-start">
          <div
            data-slot="course-image-preview"
            className="flex aspect-video items-center justify-center overflow-hidden rounded-md border border-border bg-surface-sunken text-sm text-text-muted"
          >
            {values.imageUrl ? (
              <img
                src={values.imageUrl}
                alt={texts.imagePreview}
                className="size-full object-cover"
              />
            ) : (
              <span>{texts.noImage}</span>
            )}
          </div>
          <div className="grid gap-2">
            <FileField
              name="image"
              label={texts.image}
              description={texts.imageHint}
              accept={COURSE_IMAGE_ACCEPT}
              error={imageError ?? shown('imageUrl')}
              disabled={imageUploading}
              onFile={onImageSelect}
            />
            {imageUploading ? (
              <p role="status" className="flex items-center gap-2 text-sm text-text-muted">
                <Spinner size="sm" />
                {texts.imageUploading}
              </p>
            ) : null}
          </div>
        </div>
        {postVersion === undefined ? null : (
          <div className="md:col-span-2">
            <Button type="submit">{texts.saveDetails}</Button>
          </div>
        )}
      </form>
    </section>
  );
}
