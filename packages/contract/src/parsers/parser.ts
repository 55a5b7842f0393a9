/**
 * The one shape every validator of the project has: a zod schema already fits it, and so
 * does a hand-written guard. Code that only needs to check a value takes a `Parser`, so the
 * first screen can validate with small guards while zod loads only where it is needed.
 */
export type ParseResult<T> = { success: true; data: T } | { success: false; error?: unknown };

export interface Parser<T> {
  safeParse(value: unknown): ParseResult<T>;
}

/** Turns a guard (null for "not valid") into a Parser. */
export function guardParser<T>(guard: (value: unknown) => T | null): Parser<T> {
  return {
    safeParse(value) {
      const data = guard(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}

/** Accepts any value; for calls whose answer is not read (spec 1 section 7: register). */
export const anyValue: Parser<unknown> = { safeParse: (data) => ({ success: true, data }) };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
