import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every module `entry` loads through static imports (`import … from`, `export … from`), never `import()`. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)';/gms)) {
      // A type-only import is erased: it loads nothing.
      if (/^(?:import|export)\s+type\s/.test(m[0])) continue;
      visit(resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
    }
  };
  visit(resolve(src, entry));
  return [...seen].map((f) => relative(src, f));
}

describe('off-by-default research code', () => {
  it('is never loaded by the default index and search path: only an opted-in signal imports it', () => {
    const loaded = staticClosure('indexing/repo-index.ts');
    expect(loaded).toContain('indexing/search/hybrid-search.ts');
    expect(loaded.filter((f) => f.startsWith('experimental/'))).toEqual([]);
  });

  it('is reached through the /experimental entry only', () => {
    for (const entry of ['index.ts', 'ports.ts', 'analysis.ts', 'indexing.ts', 'retrieval.ts', 'guarded-io.ts'])
      expect(
        staticClosure(entry).filter((f) => f.startsWith('experimental')),
        entry,
      ).toEqual([]);
    expect(staticClosure('experimental.ts')).toContain('experimental/prf.ts');
  });
});
