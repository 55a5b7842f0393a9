import {
  API_FAILURE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  messageIn,
  readApiOutcome,
  splitMessageCode,
  type MessageValues,
  type Parser,
} from '@lp/contract';
import { SOURCE_LOCALE } from '@lp/locales';
import { ApiError } from './api-error';
import { activeLocale, loadMessages } from './translations';

/**
 * A coded message (issue 34) in the page's language: the server's English text on an English
 * page, for a code the language has no message for, or when its namespace does not load.
 */
export async function translatedMessage(
  english: string,
  code: string | undefined,
  values: MessageValues | undefined,
  locale: string = activeLocale(),
): Promise<string> {
  if (!code || locale === SOURCE_LOCALE) return english;
  const parts = splitMessageCode(code);
  if (!parts) return english;
  try {
    const messages = await loadMessages(locale, parts.namespace);
    return messageIn(messages, parts.key, values) ?? english;
  } catch {
    return english;
  }
}

export interface ApiClientOptions {
  /** The API host and prefix, e.g. `/api/v1` or `https://api.example.edu/api/v1`. */
  baseUrl: string;
  /** The CSRF token for the XSRF-TOKEN header (spec 1 section 7), read fresh per call. */
  readCsrfToken: () => string | null;
  /** The browser's fetch; on the server, a call of the API in process (entry-server.tsx). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The contract schema of an answer's `data`, or a loader for it: screens on the first paint
 * pass a loader so zod arrives with the answer instead of with the page.
 */
export type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>);

export interface CallOptions<T> {
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** The contract schema of `data`; an answer that does not match is a failure. */
  schema: SchemaSource<T>;
  /** Send the XSRF-TOKEN header. Login and register never do. @default true */
  csrf?: boolean;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  message: string | null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null; // a proxy's HTML error page, a truncated body: the error rule decides
  }
}

/**
 * The one way the app talks to /api/v1: JSON with credentials, the CSRF header,
 * the spec's success and error rule, and every answer checked against the contract.
 */
export function createApiClient({
  baseUrl,
  readCsrfToken,
  fetch: fetchImpl = globalThis.fetch,
}: ApiClientOptions) {
  /** The status and body of a request. */
  async function respond(
    path: string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network');
    }
    return { status: response.status, body: await readJson(response) };
  }

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    { body, schema, csrf = true, signal }: CallOptions<T>,
  ): Promise<ApiResult<T>> {
    // Start loading a lazy schema together with the request, not after it.
    const parser = typeof schema === 'function' ? schema() : Promise.resolve(schema);
    parser.catch(() => {}); // a failed load is reported below, once the answer is in
    const headers: Record<string, string> = { Accept: 'application/json' };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const token = csrf ? readCsrfToken() : null;
    if (token) headers['XSRF-TOKEN'] = token;

    const answer = await respond(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
    const outcome = readApiOutcome(answer.status, answer.body);
    if (!outcome.success)
      throw new ApiError(
        await translatedMessage(outcome.message, outcome.code, outcome.values),
        outcome.status,
        'http',
        outcome.code,
      );
    let validator: Parser<T>;
    try {
      validator = await parser;
    } catch {
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'network'); // the schema's chunk did not load
    }
    const parsed = validator.safeParse(outcome.data);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
      throw new ApiError(API_FAILURE_MESSAGE, outcome.status, 'malformed');
    }
    const message =
      outcome.message === null
        ? null
        : await translatedMessage(outcome.message, outcome.code, outcome.values);
    return { data: parsed.data, message };
  }

  return {
    call,
    get: <T>(path: string, options: CallOptions<T>) => call('GET', path, options),
    post: <T>(path: string, options: CallOptions<T>) => call('POST', path, options),
    put: <T>(path: string, options: CallOptions<T>) => call('PUT', path, options),
    delete: <T>(path: string, options: CallOptions<T>) => call('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
