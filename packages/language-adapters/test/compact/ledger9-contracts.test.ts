import { existsSync, readFileSync } from 'node:fs';
import { runGit } from '@sextant/core-engine/guarded-io';
import { describe, expect, it } from 'vitest';
import { parseCompact } from '../../src/compact/parser.js';

// Real ledger-9-era contracts named by repository and commit in ledger9-contracts.json, read from a fetched mirror
// (their code never enters this repository). Without the mirror these tests are skipped and their names say so.
const manifest = JSON.parse(readFileSync(new URL('./ledger9-contracts.json', import.meta.url), 'utf8')) as {
  repo: string;
  commit: string;
  contracts: { path: string; features: string[] }[];
  reservedWordCases: { spec: string; contracts: string };
};
const gitDir = process.env.COMPACT_MIRROR ?? `/work/.mirror/${manifest.repo.replace('/', '+')}/repo`;
const hasCommit = async () =>
  existsSync(gitDir) &&
  (await runGit(gitDir, ['cat-file', '-t', manifest.commit]).then(
    (t) => t.trim() === 'commit',
    () => false,
  ));
const present = await hasCommit();
const note = present ? '' : ` (SKIPPED: no mirror of ${manifest.repo} at ${gitDir} holding ${manifest.commit})`;
const show = (path: string) => runGit(gitDir, ['show', `${manifest.commit}:${path}`]);

describe.skipIf(!present)(`ledger-9-era contracts of ${manifest.repo}${note}`, () => {
  it.each(manifest.contracts)('$path parses without errors ($features)', async ({ path }) => {
    const result = parseCompact(await show(path));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.declarations.length).toBeGreaterThan(0);
  });

  it("reports every reserved word the compiler's own test rejects, on the line the compiler names", async () => {
    const spec = await show(manifest.reservedWordCases.spec);
    // { file: 'example_1.compact', … stderr: '… line 16 char 15: parse error: found keyword "await" (which is reserved for future use) …' }
    const cases = spec.split(/testcase:/).flatMap((block) => {
      const m = block.match(
        /file: '([^']+)'[\s\S]*?line (\d+) char \d+:?\s*parse error: found keyword "(\w+)" \(which is reserved for future use\)/,
      );
      return m ? [{ file: m[1]!, line: Number(m[2]), word: m[3]! }] : [];
    });
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const { file, line, word } of cases) {
      const { diagnostics } = parseCompact(await show(`${manifest.reservedWordCases.contracts}${file}`));
      const found = diagnostics.find((d) => d.line === line && d.message.includes(`"${word}" is reserved`));
      expect(found, `${file}: "${word}" on line ${line}`).toBeDefined();
    }
  });
});
