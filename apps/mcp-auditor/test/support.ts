import { fileURLToPath } from 'node:url';
import type { EntrypointContract } from '@sextant/core-engine/analysis';
import { connectInMemory, decodeResultText } from '@sextant/mcp-shell/testing';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { tools } from '../src/tools/index.js';

/** The repository root: the fixture contracts live in fixtures/contracts. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A real SDK client over the in-memory transport, with the real deps; paths resolve against the repo root. The
 * server runs in its default mode (text only), so tests assert on what the model reads; `structured` serves the
 * structured mode (`outputSchema` in tools/list, `structuredContent` in results).
 */
export function connect(format: 'toon' | 'json' = 'toon', structured = false) {
  return connectInMemory({ tools, deps: createDeps(loadConfig({})), roots: [repoRoot], format, structured });
}

/** The data of a successful call: the text the model reads, decoded (or `structuredContent` when served). */
export function data(res: unknown): Record<string, unknown> {
  const r = res as { isError?: boolean; structuredContent?: Record<string, unknown>; content?: { text: string }[] };
  if (r.isError) throw new Error(`tool failed: ${r.content?.[0]?.text}`);
  return r.structuredContent ?? (decodeResultText(text(res)) as Record<string, unknown>);
}

/** One entrypoint of an `entrypoints` answer with its contract and group spelled out, as assertions want it. */
export interface EntrypointRow {
  contract: string;
  contract_file: string;
  /** The file declaring it (`declared_in`'s). */
  file: string;
  name: string;
  signature: string;
  visibility: string;
  mutability: string;
  declared_in: string;
  line: number;
  modifiers: string[];
  access: string[];
  guards: string[];
}

/** The entrypoints of an `entrypoints` answer, ungrouped (contract, then access group). */
export function entrypointRows(answer: Record<string, unknown>): EntrypointRow[] {
  return (answer.contracts as EntrypointContract[]).flatMap((c) =>
    c.groups.flatMap((g) =>
      g.entrypoints.map((e) => ({
        contract: c.contract,
        contract_file: c.file,
        file:
          e.declared_in === c.contract
            ? c.file
            : (c.inherited.find((u) => u.contract === e.declared_in)?.file ?? 'unlisted'),
        name: e.signature.slice(0, e.signature.indexOf('(')),
        ...e,
        modifiers: g.modifiers,
        access: g.access,
        guards: g.guards,
      })),
    ),
  );
}

export function text(res: unknown): string {
  return ((res as { content?: { text: string }[] }).content ?? []).map((c) => c.text).join('\n');
}
