// Runs the TypeScript snippets of the engine docs as written: each block becomes a module imported from the
// repository root (the vitest aliases resolve @sextant/* to the sources), and what it prints is checked.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../scripts/pack-install.mjs';

const scratch = join(repoRoot, 'node_modules', '.cache', `readme-snippets-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const snippetsOf = (file: string) =>
  [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]!);

async function runSnippet(code: string, name: string): Promise<string> {
  mkdirSync(scratch, { recursive: true });
  const file = join(scratch, `${name}.ts`);
  writeFileSync(file, `${code}\nexport {};\n`);
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  });
  try {
    await import(file);
  } finally {
    spy.mockRestore();
  }
  return lines.join('\n');
}

describe('core-engine README snippets', () => {
  const snippets = snippetsOf('packages/core-engine/README.md');
  /** What each snippet must print, in README order. */
  const expected = [
    /NOT_INDEXED This repository is not indexed\. Call ensure_repo_index first\./,
    /Vault\.withdraw\(uint256\)[\s\S]*nodes/,
    /\["set"\][\s\S]*\["x"\]/,
    /"files":\d+[\s\S]*contracts\/Vault\.sol:\d+-\d+/,
  ];

  it('has one expectation per snippet', () => expect(snippets).toHaveLength(expected.length));

  snippets.forEach((code, i) => {
    it(`snippet ${i + 1} runs and prints what the README says`, { timeout: 180_000 }, async () => {
      expect(await runSnippet(code, `core-engine-${i + 1}`)).toMatch(expected[i]!);
    });
  });
});
