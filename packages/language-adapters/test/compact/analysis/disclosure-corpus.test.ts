import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildContractModel } from '../../../src/compact/analysis/contract-model.js';
import { securityChecks } from '../../../src/compact/analysis/security-checks.js';
import { tokenizeCompact } from '../../../src/compact/tokenizer.js';

// 30 real, compiling contracts from public repositories (test/fixtures/compact-corpus/SOURCES.md). The compiler accepts
// each as written and rejects a file with a needed disclose() removed, so: no finding on the files, and a finding
// after each removal. Not every disclose() in real code is needed, so some removals rightly stay silent: ones that
// wrap constants, commitments (persistentCommit results need none), assert conditions (the compiler accepts
// undisclosed witness data there: OpenZeppelin's Ownable, micro-dao) or a circuit no entry point reaches. The
// figures are printed; the bounds pin them (aim: 90 %).
const dir = fileURLToPath(new URL('../../fixtures/compact-corpus/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.compact'));
const undisclosed = (source: string) =>
  securityChecks(buildContractModel(source)).filter((f) => f.id.startsWith('undisclosed-'));

/** Every variant of `source` with one `disclose(x)` replaced by `(x)`. */
function removals(source: string): { line: number; text: string }[] {
  const tokens = tokenizeCompact(source).tokens;
  const out: { line: number; text: string }[] = [];
  tokens.forEach((t, i) => {
    if (t.text !== 'disclose' || tokens[i + 1]?.text !== '(') return;
    out.push({ line: t.start.line, text: source.slice(0, t.offset) + source.slice(t.endOffset) });
  });
  return out;
}

describe('disclosure checks on real contracts', () => {
  const results = files.map((file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const before = undisclosed(source);
    const variants = removals(source).map((r) => ({ ...r, caught: undisclosed(r.text).length > before.length }));
    return { file, before, variants };
  });
  const total = results.reduce((n, r) => n + r.variants.length, 0);
  const caught = results.reduce((n, r) => n + r.variants.filter((v) => v.caught).length, 0);
  const falsePositiveFiles = results.filter((r) => r.before.length > 0);
  // The figures of the issue, printed on every run.
  process.stdout.write(
    `disclosure corpus: ${files.length} files, ${falsePositiveFiles.length} with findings as written; ` +
      `${caught}/${total} disclose() removals caught (${((100 * caught) / total).toFixed(1)} %)\n`,
  );
  for (const r of results)
    for (const v of r.variants.filter((x) => !x.caught)) process.stdout.write(`  not caught: ${r.file}:${v.line}\n`);

  it('holds at least 30 contracts, with disclose() calls to remove', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(total).toBeGreaterThanOrEqual(100);
  });

  it('reports nothing on the unchanged, compiling files', () => {
    expect(falsePositiveFiles.map((r) => `${r.file}: ${r.before.map((f) => `${f.id}@${f.line}`).join(', ')}`)).toEqual(
      [],
    );
  });

  it('catches at least 85 % of single disclose() removals', () => {
    expect(caught / total).toBeGreaterThanOrEqual(0.85);
  });
});
