import { describe, expect, it } from 'vitest';
import { messageFromException, readApiOutcome } from './error-rule';

describe('the error rule of spec 1 §5 and §8', () => {
  it('counts a 2xx answer as success and hands back its data', () => {
    expect(readApiOutcome(200, { data: { id: 1 }, message: 'ok', error: null })).toEqual({
      success: true,
      status: 200,
      data: { id: 1 },
      message: 'ok',
    });
  });

  it('counts any non-2xx answer as failure even when it carries data', () => {
    expect(readApiOutcome(302, { data: { id: 1 } }).success).toBe(false);
    expect(readApiOutcome(500, { data: { id: 1 } }).success).toBe(false);
  });

  it('takes the failure message from message, then error, then the fallback', () => {
    expect(readApiOutcome(400, { message: 'Bad email', error: 'Bad Request' })).toMatchObject({
      message: 'Bad email',
    });
    expect(readApiOutcome(400, { message: null, error: 'Bad Request' })).toMatchObject({
      message: 'Bad Request',
    });
    expect(readApiOutcome(500, {})).toMatchObject({ message: 'An error occurred' });
    expect(readApiOutcome(502, null)).toMatchObject({ message: 'An error occurred' });
    expect(readApiOutcome(502, 'gateway down')).toMatchObject({ message: 'An error occurred' });
  });

  it("reports a thrown non-Error as 'Network error occurred' and keeps an Error's message", () => {
    expect(messageFromException('boom')).toBe('Network error occurred');
    expect(messageFromException(undefined)).toBe('Network error occurred');
    expect(messageFromException(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
