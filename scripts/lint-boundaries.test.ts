import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repo });

/** The boundary errors ESLint reports for a source text placed at a path in the repo. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

// The one-way flow of docs/architecture.md: app -> patterns -> ui -> tokens; app, server -> contract.
describe('lint enforces the package boundaries (docs/decisions/0010)', () => {
  it.each([
    ['packages/ui/src/probe.ts', "import { AppShell } from '@lp/patterns'; export { AppShell };"],
    ['packages/ui/src/probe.ts', "import { App } from '../../app/src/app'; export { App };"],
    [
      'packages/ui/src/probe.ts',
      "import { courseDetailSchema } from '@lp/contract/api'; export { courseDetailSchema };",
    ],
    ['packages/patterns/src/probe.ts', "import { App } from '@lp/app'; export { App };"],
    [
      'packages/app/src/probe.ts',
      "import { createServer } from '@lp/server'; export { createServer };",
    ],
    ['packages/server/src/probe.ts', "import { Button } from '@lp/ui'; export { Button };"],
    ['packages/contract/src/probe.ts', "import { Button } from '@lp/ui'; export { Button };"],
  ])(
    'refuses %s importing against the flow: %s',
    async (file, code) => {
      expect(await boundaryErrors(file, code)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ['packages/ui/src/probe.ts', "import { roleLabel } from '@lp/contract'; export { roleLabel };"],
    [
      'packages/ui/src/probe.ts',
      "import type { CourseDetail } from '@lp/contract/api'; export type { CourseDetail };",
    ],
    ['packages/patterns/src/probe.ts', "import { Button } from '@lp/ui'; export { Button };"],
    ['packages/app/src/probe.ts', "import { AppShell } from '@lp/patterns'; export { AppShell };"],
    ['packages/server/src/probe.ts', "import { roles } from '@lp/contract'; export { roles };"],
  ])(
    'allows %s importing with the flow: %s',
    async (file, code) => {
      expect(await boundaryErrors(file, code)).toEqual([]);
    },
    30_000,
  );
});
