// @messageformat/core ships no types for this entry point (its default export is typed in
// lib/compile-module.d.ts): the same signature, declared here.
declare module '@messageformat/core/compile-module.js' {
  import type MessageFormat from '@messageformat/core';
  export default function compileModule(
    messageformat: MessageFormat,
    messages: Record<string, string>,
  ): string;
}
