// Runs the TypeScript snippets of the engine docs as written: each block becomes a module imported from the
// repository root (the vitest aliases resolve @sextant/* to the sources), and what it prints is checked.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../scripts/pack-install.mjs';

const scratch = join(repoRoot, 'node_modules', '.cache', `readme-snippets-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The ```ts blocks of a README, or of one of its `## ` sections (from its heading to the next one). */
const snippetsOf = (file: string, section?: string) => {
  let text = readFileSync(join(repoRoot, file), 'utf8');
  if (section) text = text.slice(text.indexOf(`\n## ${section}`)).split(/\n## /)[1] ?? '';
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
};

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

describe('vector-search README: openRepoIndex', () => {
  const snippets = snippetsOf('packages/vector-search/README.md', 'A repository index in one call');

  it('has one snippet', () => expect(snippets).toHaveLength(1));

  it('runs and prints the run, the hits and the status', { timeout: 180_000 }, async () => {
    expect(await runSnippet(snippets[0]!, 'vector-search-1')).toMatch(
      /^created \d+ files\n\[.*"[\w/]+\.sol:\d+-\d+".*\]\nindexed: true$/,
    );
  });
});
