import { act } from '@testing-library/react';
import { useState, type Ref } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';

/** A form of ui's text fields that re-renders right after it mounts, as a measuring list does. */
function NoteForm({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [query, setQuery] = useState('');
  const [note, setNote] = useState('');
  const [renders, setRenders] = useState(0);
  if (renders === 0 && typeof window !== 'undefined') queueMicrotask(() => setRenders(1));
  return (
    <form>
      <TextField
        ref={inputRef}
        label="Search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <TextArea label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output>{`query=${query} note=${note}`}</output>
    </form>
  );
}

const container = document.createElement('div');
afterEach(() => container.remove());

/** The server's HTML of the form, typed into (or not) before it hydrates. */
async function hydrate(type: (search: HTMLInputElement, note: HTMLTextAreaElement) => void) {
  container.innerHTML = renderToString(<NoteForm />);
  document.body.append(container);
  type(container.querySelector('input')!, container.querySelector('textarea')!);
  const seen: Array<HTMLInputElement | null> = [];
  await act(
    async () =>
      void hydrateRoot(container, <NoteForm inputRef={(field) => void seen.push(field)} />),
  );
  return { output: container.querySelector('output')!, seen };
}

describe('useTypedTextKept', () => {
  it('hands text typed before hydration to the fields’ onChange, past the re-render after it', async () => {
    const { output, seen } = await hydrate((search, note) => {
      search.value = 'phishing';
      note.value = 'read later';
    });
    expect(output.textContent).toBe('query=phishing note=read later');
    expect(container.querySelector('input')!.value).toBe('phishing');
    expect(container.querySelector('textarea')!.value).toBe('read later');
    // The caller's own ref still reaches the input.
    expect(seen.at(-1)).toBe(container.querySelector('input'));
  });

  it('leaves fields nobody typed into as they are', async () => {
    const events: string[] = [];
    const { output } = await hydrate((search) => {
      search.addEventListener('input', () => events.push('input'));
    });
    expect(events).toEqual([]);
    expect(output.textContent).toBe('query= note=');
  });
});
