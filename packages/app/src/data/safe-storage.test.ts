import * as z from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safe-storage';

const notes = z.array(z.object({ id: z.string(), content: z.string() }));

describe('safe storage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  const store = createSafeStorage(() => localStorage);

  it('round-trips JSON of the expected shape', () => {
    store.writeJson('notes_c1', [{ id: 'n1', content: 'Remember this' }]);
    expect(store.readJson('notes_c1', notes, [])).toEqual([{ id: 'n1', content: 'Remember this' }]);
  });

  it('returns the fallback and removes a value that is not JSON', () => {
    localStorage.setItem('notes_c1', '{not json');
    expect(store.readJson('notes_c1', notes, [])).toEqual([]);
    expect(localStorage.getItem('notes_c1')).toBeNull();
  });

  it('returns the fallback for JSON of the wrong shape', () => {
    localStorage.setItem('notes_c1', JSON.stringify({ id: 'n1' }));
    expect(store.readJson('notes_c1', notes, [])).toEqual([]);
  });

  it('keeps working when storage itself throws (disabled or full)', () => {
    const broken = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(broken.readString('user')).toBeNull();
    expect(broken.writeString('user', 'x')).toBe(false);
    expect(() => broken.remove('user')).not.toThrow();
  });
});
