import type { FieldErrors } from './forms';
import { isValidEmail } from './email';
import * as apiUniversityForm from '@lp/locales/en/api-university-form';
import { codedMessages } from '../messages/coded-messages';

/**
 * The university form's checks (spec 2 §5, made exact for a real server): one rule for the
 * form's messages in the browser and for the server's refusal (the request schemas run it), so
 * the two never disagree. Zod-free: the form's bundle carries no schema library.
 */

export type UniversityFormField =
  | 'name'
  | 'slug'
  | 'domain'
  | 'description'
  | 'adminName'
  | 'adminEmail'
  | 'primaryColor'
  | 'logoUrl'
  | 'faviconUrl';

/** The values the form holds, as typed. */
export interface UniversityFormValues {
  name: string;
  slug: string;
  domain: string;
  description: string;
  adminName: string;
  adminEmail: string;
  primaryColor: string;
  logoUrl: string;
  faviconUrl: string;
}

export const UNIVERSITY_NAME_MAX = 120;
export const UNIVERSITY_SLUG_MAX = 60;
export const UNIVERSITY_DESCRIPTION_MAX = 1000;

export const universityFormMessages = /* @__PURE__ */ codedMessages(apiUniversityForm, (m) => ({
  nameTooLong: m.nameTooLong({ max: UNIVERSITY_NAME_MAX }),
  slugTooLong: m.slugTooLong({ max: UNIVERSITY_SLUG_MAX }),
  descriptionTooLong: m.descriptionTooLong({ max: UNIVERSITY_DESCRIPTION_MAX }),
}));

const fieldOfMessage: Record<keyof typeof universityFormMessages, UniversityFormField> = {
  nameRequired: 'name',
  nameTooLong: 'name',
  slugRequired: 'slug',
  slugInvalid: 'slug',
  slugTooLong: 'slug',
  slugTaken: 'slug',
  domainInvalid: 'domain',
  domainTaken: 'domain',
  descriptionTooLong: 'description',
  adminNameRequired: 'adminName',
  adminEmailRequired: 'adminEmail',
  adminEmailInvalid: 'adminEmail',
  adminExists: 'adminEmail',
  colorInvalid: 'primaryColor',
  urlInvalid: 'logoUrl',
};

/**
 * The form field a server refusal is about, from its message (the API's errors are a message
 * each), so the form shows it under that field; undefined: a message for the whole form.
 */
export function universityFormFieldOf(message: string): UniversityFormField | undefined {
  const key = (Object.keys(universityFormMessages) as Array<keyof typeof fieldOfMessage>).find(
    (each) => universityFormMessages[each] === message,
  );
  return key ? fieldOfMessage[key] : undefined;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A host name: labels of letters, digits and inner hyphens, at least one dot, no port or path.
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A logo or favicon address: https, or a path on the app's own host. */
function isImageAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * What is wrong with the form's values. `withAdmin`: the create form, which also names the
 * university's first administrator (the edit form does not invite anyone).
 */
export function universityFormErrors(
  values: UniversityFormValues,
  { withAdmin }: { withAdmin: boolean },
): FieldErrors<UniversityFormField> {
  const errors: FieldErrors<UniversityFormField> = {};
  const name = values.name.trim();
  const slug = values.slug.trim();
  const domain = values.domain.trim().toLowerCase();
  if (!name) errors.name = universityFormMessages.nameRequired;
  else if (name.length > UNIVERSITY_NAME_MAX) errors.name = universityFormMessages.nameTooLong;
  if (!slug) errors.slug = universityFormMessages.slugRequired;
  else if (slug.length > UNIVERSITY_SLUG_MAX) errors.slug = universityFormMessages.slugTooLong;
  else if (!SLUG.test(slug)) errors.slug = universityFormMessages.slugInvalid;
  if (domain && !HOST.test(domain)) errors.domain = universityFormMessages.domainInvalid;
  if (values.description.trim().length > UNIVERSITY_DESCRIPTION_MAX)
    errors.description = universityFormMessages.descriptionTooLong;
  if (withAdmin) {
    if (!values.adminName.trim()) errors.adminName = universityFormMessages.adminNameRequired;
    if (!values.adminEmail.trim()) errors.adminEmail = universityFormMessages.adminEmailRequired;
    else if (!isValidEmail(values.adminEmail))
      errors.adminEmail = universityFormMessages.adminEmailInvalid;
  }
  if (!HEX.test(values.primaryColor.trim()))
    errors.primaryColor = universityFormMessages.colorInvalid;
  for (const field of ['logoUrl', 'faviconUrl'] as const) {
    const value = values[field].trim();
    if (value && !isImageAddress(value)) errors[field] = universityFormMessages.urlInvalid;
  }
  return errors;
}
