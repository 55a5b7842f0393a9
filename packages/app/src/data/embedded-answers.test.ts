import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { EMBEDDED_ANSWERS_ID, readEmbeddedAnswers } from './embedded-answers';

/** A page as the server writes it: the answers as inert JSON in the head. */
function pageWithAnswers(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_ANSWERS_ID;
  element.textContent = text;
  doc.head.append(element);
  return doc;
}

const course = z.object({ id: z.string(), title: z.string() });
const answer = (title: string) => ({ data: { id: 'c1', title }, message: null, error: null });

afterEach(() => vi.restoreAllMocks());

describe('answers written into the page', () => {
  it('answer a GET of their path once, checked against its schema; the next one asks the API', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(answer('From the API')), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const api = createApiClient({
      baseUrl: '/api/v1',
      readCsrfToken: () => null,
      fetch,
      embeddedAnswers: readEmbeddedAnswers(
        pageWithAnswers(JSON.stringify({ '/courses/c1': answer('From the page') })),
      ),
    });
    await expect(api.get('/courses/c1', { schema: course })).resolves.toEqual({
      data: { id: 'c1', title: 'From the page' },
      message: null,
    });
    expect(fetch).not.toHaveBeenCalled();
    await expect(api.get('/courses/c1', { schema: course })).resolves.toMatchObject({
      data: { title: 'From the API' },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are never a write’s answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer('Saved')), { status: 200 }));
    const api = createApiClient({
      baseUrl: '/api/v1',
      readCsrfToken: () => null,
      fetch,
      embeddedAnswers: readEmbeddedAnswers(
        pageWithAnswers(JSON.stringify({ '/courses/c1': answer('From the page') })),
      ),
    });
    await api.put('/courses/c1', { schema: course, body: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('that break the contract are reported like a malformed answer from the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createApiClient({
      baseUrl: '/api/v1',
      readCsrfToken: () => null,
      fetch: vi.fn(),
      embeddedAnswers: readEmbeddedAnswers(
        pageWithAnswers(JSON.stringify({ '/courses/c1': { data: { id: 1 } } })),
      ),
    });
    await expect(api.get('/courses/c1', { schema: course })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('that are not a JSON object are ignored with a warning, and read only once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEmbeddedAnswers(pageWithAnswers('{"truncated')).take('/x')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not JSON'));
    expect(readEmbeddedAnswers(pageWithAnswers('[1, 2]')).take('0')).toBeUndefined();

    const doc = pageWithAnswers('{"/x": {"data": 1}}');
    expect(readEmbeddedAnswers(doc).take('/x')).toEqual({ data: 1 });
    expect(doc.getElementById(EMBEDDED_ANSWERS_ID)).toBeNull();
    expect(readEmbeddedAnswers(doc).take('/x')).toBeUndefined();
    expect(readEmbeddedAnswers(undefined).take('/x')).toBeUndefined();
  });
});
