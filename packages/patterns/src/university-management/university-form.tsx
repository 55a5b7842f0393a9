import type { UniversityStatus } from '@lp/contract';
import * as universityLanguagesMessages from '@lp/locales/en/university-languages';
import {
  Banner,
  Button,
  Card,
  ColorField,
  Select,
  SelectItem,
  TextArea,
  TextField,
  useMessages,
} from '@lp/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { universityStatusLabel } from '../university-portal/university-card';
import type { UniversityListTexts, UniversityFormTexts } from './university-management-texts';
import {
  useUniversityForm,
  type UniversityCreateValues,
  type UniversityEditableValues,
} from './use-university-form';
import { universityStatusOptions } from '../university-portal/university-filter';
import { UniversityLanguagesSection } from './university-languages-section';

/** Either form: create (with the administrator) or edit (of one university). */
export type UniversityFormTarget =
  | { kind: 'create'; onCreate: (values: UniversityCreateValues) => Promise<void> }
  | {
      kind: 'edit';
      universityId: string;
      universityName: string;
      onUpdate: (id: string, values: UniversityEditableValues) => Promise<void>;
    };

export interface UniversityFormProps {
  target: UniversityFormTarget;
  /** The values it opens with. */
  initial: UniversityCreateValues;
  /** Cancel: back to the list. */
  onCancel: () => void;
  /** The form's heading element (the page's title). */
  titleAs: 'h1' | 'h2';
  /** The way back, above the heading. */
  back: ReactNode;
  texts: UniversityFormTexts &
    Pick<UniversityListTexts, 'statusActive' | 'statusInactive' | 'statusSuspended'>;
}

/**
 * The create and edit form of university management (spec 2 §2.11, §5): details, status, the
 * administrator (create only) and the brand basics; Cancel and Create or Update University.
 */
export function UniversityForm({
  target,
  initial,
  onCancel,
  titleAs: Title,
  back,
  texts,
}: UniversityFormProps) {
  const creating = target.kind === 'create';
  const languageTexts = useMessages(universityLanguagesMessages);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form replaces the list, and the button that opened it with it: focus goes to its
  // heading, so keyboard and screen reader users start at the top of the form, not the page.
  useEffect(() => titleRef.current?.focus(), []);
  const form = useUniversityForm({
    initial,
    withAdmin: creating,
    messages: texts.messages,
    saveFailed: texts.saveFailed,
    onSubmit: (values) => {
      if (target.kind === 'create') return target.onCreate(values);
      const { adminName: _name, adminEmail: _email, ...editable } = values;
      return target.onUpdate(target.universityId, editable);
    },
  });

  return (
    <div data-slot="university-form" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        {back}
        <div className="flex flex-col gap-1">
          <Title
            ref={titleRef}
            id={titleId}
            tabIndex={-1}
            className="text-2xl leading-tight font-bold text-balance break-words focus:outline-none md:text-3xl"
          >
            {creating ? texts.createTitle : texts.editTitle}
          </Title>
          <p className="text-base break-words text-text-muted">
            {target.kind === 'create' ? texts.createIntro : texts.editIntro(target.universityName)}
          </p>
        </div>
      </div>
      <form {...form.formProps} aria-labelledby={titleId} className="flex flex-col gap-6">
        <Section legend={texts.detailsSection}>
          <TextField
            label={texts.nameLabel}
            description={texts.nameHint}
            required
            autoComplete="off"
            {...form.field('name')}
          />
          <TextField
            label={texts.slugLabel}
            description={texts.slugHint}
            required
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            data-follows-name={form.slugFollowsName || undefined}
            {...form.field('slug')}
          />
          <TextField
            label={texts.domainLabel}
            description={texts.domainHint}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            {...form.field('domain')}
          />
          <Select
            label={texts.statusLabel}
            value={form.values.status}
            onValueChange={(value) => form.setStatus(value as UniversityStatus)}
          >
            {universityStatusOptions.map((each) => (
              <SelectItem key={each} value={each}>
                {universityStatusLabel(each, texts)}
              </SelectItem>
            ))}
          </Select>
          <TextArea
            label={texts.descriptionLabel}
            containerClassName="md:col-span-2"
            {...form.field('description')}
          />
        </Section>
        {creating ? (
          <Section legend={texts.adminSection} intro={texts.adminIntro}>
            <TextField
              label={texts.adminNameLabel}
              required
              autoComplete="off"
              {...form.field('adminName')}
            />
            <TextField
              label={texts.adminEmailLabel}
              type="email"
              required
              autoComplete="off"
              spellCheck={false}
              {...form.field('adminEmail')}
            />
          </Section>
        ) : null}
        <Section legend={texts.brandingSection}>
          <ColorField
            label={texts.primaryColorLabel}
            pickerLabel={texts.primaryColorPicker}
            copyLabel={texts.copy}
            copiedLabel={texts.copied}
            name="primaryColor"
            value={form.values.primaryColor}
            onValueChange={(value) => form.setValue('primaryColor', value)}
            error={form.errors.primaryColor}
            containerClassName="md:col-span-2"
          />
          <TextField
            label={texts.logoUrlLabel}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            {...form.field('logoUrl')}
          />
          <TextField
            label={texts.faviconUrlLabel}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            {...form.field('faviconUrl')}
          />
        </Section>
        <Section legend={languageTexts.section} intro={languageTexts.intro}>
          <UniversityLanguagesSection
            languages={form.values.languages}
            onLanguageChange={form.setLanguage}
            onDefaultChange={form.setDefaultLanguage}
          />
        </Section>
        {form.failure ? (
          <Banner variant="error" data-slot="university-form-error">
            {form.failure}
          </Banner>
        ) : null}
        <div className="flex flex-col-reverse gap-2 md:flex-row md:justify-end">
          <Button variant="outline" onClick={onCancel}>
            {texts.cancelForm}
          </Button>
          <Button
            type="submit"
            loading={form.busy}
            loadingText={creating ? texts.creating : texts.updating}
          >
            {creating ? texts.submitCreate : texts.submitUpdate}
          </Button>
        </div>
      </form>
    </div>
  );
}

function Section({
  legend,
  intro,
  children,
}: {
  legend: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card asChild className="p-5 md:p-6">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="float-start w-full text-lg font-semibold text-text">{legend}</legend>
        {intro ? <p className="-mt-2 text-sm text-text-muted">{intro}</p> : null}
        <div className="grid gap-4 md:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  );
}
