import type { Parser } from '@lp/contract';

/**
 * Browser storage that never throws and never trusts what it reads: storage may be
 * disabled, full, or hold values another version (or a person) wrote. A value that is
 * not valid JSON of the expected shape is removed and the fallback returned.
 */
export function createSafeStorage(getStorage: () => Storage | undefined) {
  const storage = () => {
    try {
      return getStorage();
    } catch {
      return undefined; // e.g. a sandboxed iframe denies access to the property itself
    }
  };

  function readString(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch {
      /* nothing to clean when storage is unavailable */
    }
  }

  function writeString(key: string, value: string): boolean {
    const target = storage();
    if (!target) return false;
    try {
      target.setItem(key, value);
      return true;
    } catch (error) {
      console.warn(`Could not store "${key}"`, error);
      return false;
    }
  }

  function readJson<T>(key: string, schema: Parser<T>, fallback: T): T {
    const text = readString(key);
    if (text === null) return fallback;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    console.warn(`Ignoring a corrupt stored value for "${key}"`);
    remove(key);
    return fallback;
  }

  const writeJson = (key: string, value: unknown) => writeString(key, JSON.stringify(value));

  return { readString, writeString, readJson, writeJson, remove };
}

export type SafeStorage = ReturnType<typeof createSafeStorage>;

export const localStore = createSafeStorage(() => globalThis.localStorage);
export const sessionStore = createSafeStorage(() => globalThis.sessionStorage);
