import { commonMessages } from '../messages/common';

/**
 * Control characters in API input (issue 19, item 2). PostgreSQL cannot store NUL in text
 * or jsonb, and no field of the API has a use for the other C0 controls, so every string
 * the API accepts is checked here, in the contract, before it reaches the database.
 *
 * One-line fields (e-mail, names, titles, tokens, passwords, path and query values) take
 * no control character at all; multi-line text (descriptions, lesson content) may keep
 * tab, line feed and carriage return.
 */

/** Any C0 control character or DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** C0 controls and DEL except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The 400 message for a control character inside JSON content (lesson bodies and the like). */
export const CONTROL_CHARACTER_MESSAGE = commonMessages.controlCharacter;

/** The 400 message for a control character in a field (its path), or in the body itself (''). */
export function controlCharacterMessage(field: string): string {
  return field === ''
    ? commonMessages.controlCharacter
    : commonMessages.controlCharacterIn({ field });
}

/** True when a one-line value is free of control characters. */
export function isSingleLine(value: string): boolean {
  return !CONTROL.test(value);
}

/** True when multi-line text is free of control characters other than tab and line breaks. */
export function isCleanText(value: string): boolean {
  return !CONTROL_IN_TEXT.test(value);
}

/**
 * The path of the first string inside `value` (objects, arrays, and keys too) that holds a
 * control character other than tab and line breaks; null when there is none.
 */
export function findControlCharacter(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, index], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isCleanText(key)) return [...path, key];
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A UTF-16 surrogate without its partner (issue 37, item 4). JSON can carry one (`"\ud800"`);
 * UTF-8, and so PostgreSQL, cannot, and storing it failed with a 500. No string the API
 * accepts may hold one, whatever the field.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string is well-formed Unicode (no lone surrogate). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** The 400 message for a string that is not well-formed Unicode, naming its field. */
export function malformedTextMessage(field: string): string {
  return field === '' ? commonMessages.malformedText : commonMessages.malformedTextIn({ field });
}

/**
 * The path of the first string inside `value` (objects, arrays, and keys too) that is not
 * well-formed Unicode; null when there is none.
 */
export function findMalformedText(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findMalformedText(item, [...path, index], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isWellFormedText(key)) return [...path, key];
    const found = findMalformedText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
