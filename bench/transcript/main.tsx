// Transcript benchmark: `node scripts/bench-browser.mjs transcript`. Mounts the virtualized
// TranscriptViewer and a plain list (every segment rendered, same filter) with 20,000 and
// 100,000 segments and prints figures; nothing here passes or fails on time.
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../packages/ui/src/styles/global.css';
import { TranscriptViewer } from '../../packages/ui/src/transcript-viewer';
import {
  buildSearchIndex,
  filterSegments,
  highlightParts,
} from '../../packages/ui/src/transcript-viewer/transcript-model';
import { generateTranscriptSegments } from '../../packages/ui/src/transcript-viewer/generate-segments';
import type { TranscriptSegment } from '@lp/contract';

type Figure = { label: string; value: number; unit: string };

/** Resolves after the next frame has been painted (rAF, then a task after the frame). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The baseline: the same search and filter, every matching segment rendered as plain elements. */
function PlainTranscript({ segments }: { segments: readonly TranscriptSegment[] }) {
  const [query, setQuery] = useState('');
  const index = useMemo(() => buildSearchIndex(segments), [segments]);
  const visible = filterSegments(segments, index, { query, importance: 'all', category: 'all' });
  return (
    <section className="flex h-[700px] flex-col gap-2 p-3">
      <input
        type="search"
        aria-label="Search transcript"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div
        data-slot="transcript-scroller"
        data-query={query}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        <ul>
          {visible.map((i) => {
            const segment = segments[i]!;
            return (
              <li key={segment.id} role="row" className="px-3 py-2">
                <span>{segment.startTime}</span> <span>{segment.speaker}</span>
                <p>
                  {highlightParts(segment.text, query).map((part, j) =>
                    part.match ? <mark key={j}>{part.text}</mark> : part.text,
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function measure(
  name: string,
  element: React.ReactElement,
  keystrokes: string[],
): Promise<{
  mount: number;
  rows: number;
  sync: number;
  paint: number;
  results: number;
  name: string;
}> {
  const container = document.createElement('div');
  container.style.cssText = 'width:1200px;height:760px';
  document.body.append(container);
  let root: Root | undefined;
  const start = performance.now();
  flushSync(() => {
    root = createRoot(container);
    root.render(element);
  });
  await nextPaint();
  const mount = performance.now() - start;
  const rows = container.querySelectorAll('[role="row"]').length;

  const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
  const scroller = container.querySelector<HTMLElement>('[data-slot="transcript-scroller"]')!;
  const syncs: number[] = [];
  const paints: number[] = [];
  const results: number[] = [];
  for (const value of keystrokes) {
    const t0 = performance.now();
    typeInto(input, value);
    syncs.push(performance.now() - t0);
    await nextPaint();
    paints.push(performance.now() - t0);
    while (scroller.dataset.query !== value) await nextPaint();
    results.push(performance.now() - t0);
  }
  root!.unmount();
  container.remove();
  await nextPaint();
  return {
    name,
    mount,
    rows,
    sync: median(syncs),
    paint: median(paints),
    results: median(results),
  };
}

/** Typing a word letter by letter and deleting it again. */
function typing(word: string): string[] {
  const steps: string[] = [];
  for (let i = 1; i <= word.length; i++) steps.push(word.slice(0, i));
  for (let i = word.length - 1; i >= 0; i--) steps.push(word.slice(0, i));
  return steps;
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  // Warm-up (JIT, styles), not counted.
  await measure(
    'warm-up',
    <TranscriptViewer segments={generateTranscriptSegments(500)} />,
    typing('ab'),
  );
  await measure(
    'warm-up',
    <PlainTranscript segments={generateTranscriptSegments(500)} />,
    typing('ab'),
  );

  for (const count of [20_000, 100_000]) {
    const segments = generateTranscriptSegments(count);
    const label = `${count.toLocaleString('en-US')} segments`;
    const keys = typing('feature');
    const virtual = await measure(
      'virtualized',
      <TranscriptViewer segments={segments} className="h-[740px]" />,
      keys,
    );
    // The plain list re-renders every row per keystroke; at 100,000 a few keystrokes suffice.
    const plainKeys = count > 20_000 ? keys.slice(0, 3) : keys;
    const plain = await measure('plain list', <PlainTranscript segments={segments} />, plainKeys);
    for (const result of [virtual, plain]) {
      const n = result === virtual ? keys.length : plainKeys.length;
      figures.push(
        {
          label: `${label}, ${result.name}: mount to first paint`,
          value: result.mount,
          unit: 'ms',
        },
        {
          label: `${label}, ${result.name}: keystroke main-thread work before yielding (median of ${n})`,
          value: result.sync,
          unit: 'ms',
        },
        {
          label: `${label}, ${result.name}: keystroke to next paint (median of ${n})`,
          value: result.paint,
          unit: 'ms',
        },
        {
          label: `${label}, ${result.name}: keystroke to filtered results painted (median of ${n})`,
          value: result.results,
          unit: 'ms',
        },
        {
          label: `${label}, ${result.name}: row elements mounted`,
          value: result.rows,
          unit: 'rows',
        },
      );
    }
    figures.push({
      label: `${label}: mount ratio (plain / virtualized)`,
      value: plain.mount / virtual.mount,
      unit: 'x',
    });
  }
  return figures;
}
