// Compiled by locales/compile.ts: do not edit.
export default function loadNamespace(id: string): Promise<Record<string, unknown> | null>;
