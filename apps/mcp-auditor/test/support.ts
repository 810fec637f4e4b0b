import { fileURLToPath } from 'node:url';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { tools } from '../src/tools/index.js';

/** The repository root: the fixture contracts live in fixtures/contracts. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A real SDK client over the in-memory transport, with the real deps; paths resolve against the repo root. */
export function connect(format: 'toon' | 'json' = 'toon') {
  return connectInMemory({ tools, deps: createDeps(loadConfig({})), roots: [repoRoot], format });
}

/** The structured content of a successful call, typed loosely for assertions. */
export function data(res: unknown): Record<string, unknown> {
  const r = res as { isError?: boolean; structuredContent?: Record<string, unknown>; content?: { text: string }[] };
  if (r.isError) throw new Error(`tool failed: ${r.content?.[0]?.text}`);
  return r.structuredContent ?? {};
}

export function text(res: unknown): string {
  return ((res as { content?: { text: string }[] }).content ?? []).map((c) => c.text).join('\n');
}
