import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildContractModel } from '../../../src/compact/analysis/contract-model.js';
import { securityChecks } from '../../../src/compact/analysis/security-checks.js';
import { tokenizeCompact } from '../../../src/compact/tokenizer.js';
import { findReferenceContracts } from '../support.js';

// Contracts of our own written the way real Compact code is (test/fixtures/compact/disclosure-corpus, one importing
// lib/Guard), and the reference contracts of ../shared when present. The compiler accepts each as written, so: no
// finding on them; and each single disclose() removal is caught unless the compiler would accept it too (listed
// below with the reason). Recall on real contracts is measured by bench/compact-disclosure.ts on the mirrors.
const own = fileURLToPath(new URL('../../fixtures/compact/disclosure-corpus/', import.meta.url));
const reference = findReferenceContracts();
const readIn = (dir: string) => (path: string) =>
  existsSync(join(dir, path)) ? readFileSync(join(dir, path), 'utf8') : undefined;
const undisclosed = (dir: string, file: string, source: string) =>
  securityChecks(buildContractModel(source, file, undefined, readIn(dir))).filter((f) =>
    f.id.startsWith('undisclosed-'),
  );

/** Every variant of `source` with one `disclose(x)` replaced by `(x)`, named `file:line:column`. */
function removals(file: string, source: string): { at: string; text: string }[] {
  const tokens = tokenizeCompact(source).tokens;
  return tokens.flatMap((t, i) =>
    t.text === 'disclose' && tokens[i + 1]?.text === '('
      ? [
          {
            at: `${file}:${t.start.line}:${t.start.column}`,
            text: source.slice(0, t.offset) + source.slice(t.endOffset),
          },
        ]
      : [],
  );
}

const compactFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.compact'));

describe('disclosure checks on contracts written like real ones', () => {
  const files = compactFiles(own);
  const results = files.map((file) => {
    const source = readFileSync(join(own, file), 'utf8');
    const before = undisclosed(own, file, source);
    const silent = removals(file, source)
      .filter((r) => undisclosed(own, file, r.text).length <= before.length)
      .map((r) => r.at);
    return { file, before, total: removals(file, source).length, silent };
  });

  it('holds contracts with disclose() calls to remove', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(results.reduce((n, r) => n + r.total, 0)).toBeGreaterThanOrEqual(40);
  });

  it('reports nothing on the files as written', () => {
    expect(results.flatMap((r) => r.before.map((f) => `${r.file}:${f.line}:${f.id}`))).toEqual([]);
  });

  it('catches every single removal except those the compiler accepts too', () => {
    expect(results.flatMap((r) => r.silent)).toEqual([
      'guarded-token.compact:16:24', // an assert condition discloses nothing (the imported assertGuardian's)
      'guarded-token.compact:23:24', // the same
      'owned-vault.compact:18:19', // an assert condition discloses nothing
      'registry.compact:18:19', // the same
      'registry.compact:39:59', // the key of an intermediate lookup: a ledger path element, not an operand
    ]);
  });
});

describe.runIf(reference)('disclosure checks on the reference contracts of ../shared', () => {
  it('report nothing on the files as written', () => {
    const dir = reference as string;
    const found = compactFiles(dir).flatMap((file) =>
      undisclosed(dir, file, readFileSync(join(dir, file), 'utf8')).map((f) => `${file}:${f.line}:${f.id}`),
    );
    expect(found).toEqual([]);
  });
});
