// How `npm test` runs its steps: one at a time with its output streamed, or several at once
// (each one's output kept in a log and printed whole when it ends, so lines never interleave).
// Every step records its wall time for the closing summary.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The steps run so far, in the order they ended: `{ title, ok, seconds }`. */
export const steps = [];

/**
 * Runs one command. `quiet` keeps its output in a log file, printed once the command ends;
 * otherwise it goes straight to the terminal. Resolves with the exit status as a boolean.
 */
export function runStep(title, command, args, { cwd, env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n── ${title}: ${[command, ...args].join(' ')}`);
  const log = quiet
    ? path.join(tmpdir(), `lp-step-${process.pid}-${steps.length}-${Date.now()}.log`)
    : null;
  const out = log ? createWriteStream(log) : null;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    // 'close' waits for the output pipes too, and a process the step started and did not stop
    // (a server left behind by a crash) holds them open for ever: once the step has exited,
    // its pipes get a few seconds to drain, then are closed here, so the run goes on.
    child.on('exit', () => {
      setTimeout(() => {
        if (child.stdout && !child.stdout.destroyed) {
          console.log(`${title}: a process it started still holds its output; not waiting`);
          child.stdout.destroy();
          child.stderr?.destroy();
        }
      }, 10_000).unref();
    });
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = (Date.now() - started) / 1000;
      steps.push({ title, ok, seconds });
      const finish = () => {
        if (log) {
          console.log(`\n── ${title} (${seconds.toFixed(1)} s): ${[command, ...args].join(' ')}`);
          process.stdout.write(readFileSync(log, 'utf8'));
        }
        if (signal) console.log(`${title}: stopped by ${signal}`);
        resolve(ok);
      };
      if (out) out.end(finish);
      else finish();
    });
  });
}

/** The closing summary: each step with its time, then the whole run's wall time. */
export function printSummary(startedAt) {
  console.log('\n── summary (wall time of each step; steps run side by side overlap)');
  for (const step of steps) {
    console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.title} (${step.seconds.toFixed(1)} s)`);
  }
  console.log(`total: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
