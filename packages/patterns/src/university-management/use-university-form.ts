import {
  DEFAULT_BRAND_COLOR,
  slugify,
  universityFormErrors,
  universityFormMessages,
  type FieldErrors,
  type University,
  type UniversityFormField,
  type UniversityFormValues,
  type UniversityLanguages,
  type UniversityStatus,
} from '@lp/contract';
import { OFFERABLE_LOCALE_CODES, SOURCE_LOCALE } from '@lp/locales';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRowAction } from '../row-action';
import type { UniversityFormMessageKey } from './university-management-texts';

/**
 * What the create form sends (the app's create call): the form's values, the status and the
 * languages offered (issue 34).
 */
export type UniversityCreateValues = UniversityFormValues & {
  status: UniversityStatus;
  languages: UniversityLanguages;
};

/** What the edit form sends (the app's update call): no administrator, who is only invited once. */
export type UniversityEditableValues = Omit<UniversityFormValues, 'adminName' | 'adminEmail'> & {
  status: UniversityStatus;
  languages: UniversityLanguages;
};

/** A new university offers every language the platform ships, English first. */
const allLanguages = (): UniversityLanguages => ({
  default: SOURCE_LOCALE,
  offered: [...OFFERABLE_LOCALE_CODES],
});

/**
 * The languages after a box is ticked or cleared: the last one cannot be cleared, and clearing
 * the default makes the first one left the default.
 */
export function toggledLanguage(
  languages: UniversityLanguages,
  code: string,
  on: boolean,
): UniversityLanguages {
  const offered = on
    ? OFFERABLE_LOCALE_CODES.filter((each) => each === code || languages.offered.includes(each))
    : languages.offered.filter((each) => each !== code);
  if (offered.length === 0) return languages;
  return {
    offered,
    default: offered.includes(languages.default) ? languages.default : offered[0]!,
  };
}

/** The form's fields in their order on screen: the first invalid one gets focus. */
const fieldOrder: readonly UniversityFormField[] = [
  'name',
  'slug',
  'domain',
  'description',
  'adminName',
  'adminEmail',
  'primaryColor',
  'logoUrl',
  'faviconUrl',
];

/** The empty create form: status active, the default colour (spec 2 §3). */
export function newUniversityValues(): UniversityCreateValues {
  return {
    name: '',
    slug: '',
    domain: '',
    description: '',
    adminName: '',
    adminEmail: '',
    status: 'active',
    primaryColor: DEFAULT_BRAND_COLOR,
    logoUrl: '',
    faviconUrl: '',
    languages: allLanguages(),
  };
}

/** The edit form of a university, pre-filled from it (the administrator fields stay empty). */
export function universityFormValuesOf(university: University): UniversityCreateValues {
  return {
    name: university.name,
    slug: university.slug,
    domain: university.domain ?? '',
    description: university.description,
    adminName: '',
    adminEmail: '',
    status: university.status,
    primaryColor: university.branding.primaryColor,
    logoUrl: university.branding.logoUrl ?? '',
    faviconUrl: university.branding.faviconUrl,
    languages: university.languages ?? allLanguages(),
  };
}

/** The values as sent: surrounding spaces dropped, the domain in lowercase (as it is checked). */
function cleaned(values: UniversityCreateValues): UniversityCreateValues {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    domain: values.domain.trim().toLowerCase(),
    description: values.description.trim(),
    adminName: values.adminName.trim(),
    adminEmail: values.adminEmail.trim(),
    status: values.status,
    primaryColor: values.primaryColor.trim(),
    logoUrl: values.logoUrl.trim(),
    faviconUrl: values.faviconUrl.trim(),
    languages: values.languages,
  };
}

/** The deployment's wording of a contract message; any other text stays as it is. */
export function translateMessage(
  message: string,
  messages: Record<UniversityFormMessageKey, string>,
): string {
  const key = (Object.keys(universityFormMessages) as UniversityFormMessageKey[]).find(
    (each) => universityFormMessages[each] === message,
  );
  return key ? messages[key] : message;
}

const isFormField = (value: unknown): value is UniversityFormField =>
  typeof value === 'string' && (fieldOrder as readonly string[]).includes(value);

/**
 * What a rejected save says: its message, and the field it is about when it names one (the
 * app's UniversityFormError carries `field`). Any thrown value is accepted.
 */
export function refusalOf(error: unknown): { field?: UniversityFormField; message?: string } {
  if (typeof error === 'string') return error.trim() ? { message: error } : {};
  if (typeof error !== 'object' || error === null) return {};
  const { field, message } = error as { field?: unknown; message?: unknown };
  return {
    field: isFormField(field) ? field : undefined,
    message: typeof message === 'string' && message.trim() ? message : undefined,
  };
}

export interface UseUniversityFormOptions {
  /** The values the form opens with. */
  initial: UniversityCreateValues;
  /** The create form: it names the administrator too (checked and sent). */
  withAdmin: boolean;
  /** The messages, keyed like the contract's. */
  messages: Record<UniversityFormMessageKey, string>;
  /** Shown for a refusal without a message. */
  saveFailed: string;
  /** Sends the checked values; a rejection is shown under its field or above the buttons. */
  onSubmit: (values: UniversityCreateValues) => Promise<void>;
}

/**
 * The university form's behaviour: values, the slug that follows the name until it is edited
 * by hand (or while it is empty, spec 2 §5), the contract's checks on submit with focus on the
 * first invalid field, and the server's refusal shown where it belongs. Nothing typed is lost.
 */
export function useUniversityForm({
  initial,
  withAdmin,
  messages,
  saveFailed,
  onSubmit,
}: UseUniversityFormOptions) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<UniversityFormField>>({});
  const [failure, setFailure] = useState<string | undefined>();
  // A pre-filled slug is the university's own: the name no longer writes it.
  const [slugEdited, setSlugEdited] = useState(initial.slug !== '');
  const [focusRequest, setFocusRequest] = useState<{ name: UniversityFormField } | null>(null);
  // One submission at a time: a second press before the re-render cannot send twice.
  const submission = useRowAction();
  const busy = submission.pending !== null;
  const formRef = useRef<HTMLFormElement>(null);

  // Focus after the render that shows the message, so the field is read with it.
  useEffect(() => {
    if (!focusRequest) return;
    const element = formRef.current?.elements.namedItem(focusRequest.name);
    if (element instanceof HTMLElement) element.focus();
  }, [focusRequest]);

  const clearErrors = (...fields: UniversityFormField[]) =>
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });

  function setValue(field: UniversityFormField, value: string) {
    if (field === 'name' && !slugEdited) {
      setValues((current) => ({ ...current, name: value, slug: slugify(value) }));
      clearErrors('name', 'slug');
      return;
    }
    if (field === 'slug') setSlugEdited(value !== '');
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors(field);
  }

  const setStatus = (status: UniversityStatus) => setValues((current) => ({ ...current, status }));
  const setLanguage = (code: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      languages: toggledLanguage(current.languages, code, on),
    }));
  const setDefaultLanguage = (code: string) =>
    setValues((current) =>
      current.languages.offered.includes(code)
        ? { ...current, languages: { ...current.languages, default: code } }
        : current,
    );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isRunning()) return;
    const found: FieldErrors<UniversityFormField> = {};
    for (const [field, message] of Object.entries(universityFormErrors(values, { withAdmin })))
      found[field as UniversityFormField] = translateMessage(message, messages);
    setErrors(found);
    setFailure(undefined);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      setFocusRequest({ name: first });
      return;
    }
    await submission.run(true, async () => {
      try {
        await onSubmit(cleaned(values));
      } catch (error) {
        const refusal = refusalOf(error);
        const message = refusal.message ? translateMessage(refusal.message, messages) : saveFailed;
        // The edit form has no administrator fields: a refusal about them is the form's.
        const adminField = refusal.field === 'adminName' || refusal.field === 'adminEmail';
        const where = withAdmin || !adminField ? refusal.field : undefined;
        if (where) {
          setErrors({ [where]: message });
          setFocusRequest({ name: where });
        } else {
          setFailure(message);
        }
      }
    });
  }

  /** What a text input of a field needs: its name, value, change handler and message. */
  const field = (name: UniversityFormField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    error: errors[name],
  });

  return {
    values,
    errors,
    failure,
    setLanguage,
    setDefaultLanguage,
    busy,
    slugFollowsName: !slugEdited,
    field,
    setValue,
    setStatus,
    formProps: { ref: formRef, noValidate: true, onSubmit: handleSubmit },
  };
}
