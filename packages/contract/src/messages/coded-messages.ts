/**
 * Message codes (issue 34): every text the API and the shared rules say is a message of the
 * catalogue (locales/), compiled in English. Its code is `<namespace>.<key>`: the server sends
 * it beside the English text, so a client translates it, and other API users keep the text.
 * The contract's message objects (`universityMessages`, `validationMessages`…) keep their names
 * and shapes; `codedMessages` builds them from the compiled English namespace and remembers
 * which code each text it hands out has, so `messageCodeOf(text)` finds it again wherever the
 * text travelled (a thrown error, a zod issue, a form's field errors). Pure: no React, no zod.
 */

/** The values a message was written with, as the envelope carries them. */
export type MessageValues = Record<string, string | number>;

/** A text's code, and the values when the message takes arguments. */
export interface MessageCode {
  code: string;
  values?: MessageValues;
}

/** A compiled namespace as `import * as ns from '@lp/locales/en/<namespace>'` gives it. */
export interface CompiledNamespace<M> {
  readonly id: string;
  readonly default: M;
}

/** How many texts of messages with arguments are remembered (the newest). */
export const CODED_TEXTS_REMEMBERED = 1000;

/** Texts without arguments, and texts made once at load: kept for the process's life. */
const fixed = new Map<string, MessageCode>();
/** Texts a message with arguments returned, newest last, at most CODED_TEXTS_REMEMBERED. */
const recent = new Map<string, MessageCode>();

function remember(text: string, coded: MessageCode): void {
  if (fixed.has(text)) return;
  recent.delete(text);
  recent.set(text, coded);
  if (recent.size > CODED_TEXTS_REMEMBERED) recent.delete(recent.keys().next().value!);
}

function keep(text: string, coded: MessageCode): void {
  // The first namespace to say a text names it (the same English is the same message), but
  // `validation`, the forms' shared field messages, names its own whatever loaded first.
  if (!fixed.has(text) || coded.code.startsWith('validation.')) fixed.set(text, coded);
}

/**
 * A text a coded message with arguments made once, at load (a schema's message with its field
 * filled in), kept like a text without arguments: the newest-texts window never forgets it.
 */
export function keptAtLoad(text: string): string {
  const found = recent.get(text);
  if (found) keep(text, found);
  return text;
}

/** The code of a text a coded message produced, or undefined for any other text. */
export function messageCodeOf(text: string | null | undefined): MessageCode | undefined {
  if (!text) return undefined;
  return fixed.get(text) ?? recent.get(text);
}

/** The namespace and key of a code (`api-universities.notFound`), or undefined when malformed. */
export function splitMessageCode(code: string): { namespace: string; key: string } | undefined {
  const dot = code.indexOf('.');
  if (dot <= 0 || dot === code.length - 1) return undefined;
  return { namespace: code.slice(0, dot), key: code.slice(dot + 1) };
}

/**
 * A coded message in another language's compiled namespace, or undefined when that namespace
 * has no such message (the caller keeps the English text then).
 */
export function messageIn(
  messages: Record<string, unknown> | null | undefined,
  key: string,
  values?: MessageValues,
): string | undefined {
  const message = messages?.[key];
  if (typeof message === 'string') return message;
  if (typeof message === 'function') {
    try {
      const text: unknown = (message as (values: MessageValues) => unknown)(values ?? {});
      return typeof text === 'string' ? text : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The object `codedMessages` builds: a namespace's messages, some given another shape. */
export type CodedMessages<M, S> = {
  readonly [K in keyof M | keyof S]: K extends keyof S ? S[K] : K extends keyof M ? M[K] : never;
};

/**
 * A namespace's English messages, each remembered with its code. `shape` gives some messages
 * another form than the compiled one (a positional function, or a text with a constant filled
 * in): it receives the namespace's messages, whose functions remember what they return.
 *
 *   export const universityMessages = codedMessages(apiUniversities, (m) => ({
 *     hasAccounts: (count: number) => m.hasAccounts({ count }),
 *   }));
 */
export function codedMessages<M extends object, S extends object = Record<never, never>>(
  namespace: CompiledNamespace<M>,
  shape?: (messages: M) => S,
): CodedMessages<M, S> {
  const coded: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(namespace.default)) {
    const code = `${namespace.id}.${key}`;
    if (typeof message === 'string') {
      keep(message, { code });
      coded[key] = message;
    } else if (typeof message === 'function') {
      coded[key] = (values: MessageValues) => {
        const text = (message as (values: MessageValues) => string)(values);
        remember(text, { code, values: { ...values } });
        return text;
      };
    }
  }
  const shaped: Record<string, unknown> = { ...coded, ...shape?.(coded as M) };
  for (const value of Object.values(shaped)) {
    // A text made once, at load (a limit filled in): kept like a text without arguments.
    const found = typeof value === 'string' ? recent.get(value) : undefined;
    if (found) keep(value as string, found);
  }
  return shaped as CodedMessages<M, S>;
}
