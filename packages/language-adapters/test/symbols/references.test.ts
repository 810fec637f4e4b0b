import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanReferences } from '../../src/symbols/references.js';

// The scan as a regex loop: the char-code scanner must give exactly this.
function reference(source: string, exclude: ReadonlySet<string>, keywords: (w: string) => boolean) {
  const out: { name: string; line: number }[] = [];
  let line = 1;
  let seen = new Set<string>();
  const re = /[A-Za-z_$][\w$]*|\n/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const name = m[0];
    if (name === '\n') {
      line++;
      seen = new Set();
      continue;
    }
    if (name.length < 2 || name.length > 80 || seen.has(name) || keywords(name)) continue;
    seen.add(name);
    if (!exclude.has(`${name}:${line}`)) out.push({ name, line });
  }
  return out;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = ['src', 'test/fixtures'].flatMap((d) =>
  readdirSync(join(root, d), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8')),
);

// Keywords as the scanner knows them: a valid name alone in a text is reported unless it is one.
const isKeyword = (w: string) => scanReferences(w).length === 0;

describe('scanReferences', () => {
  it('equals the regex scan on real code, with exclusions, odd characters and long names', () => {
    expect(['if', 'Return', 'self', 'uint'].every(isKeyword)).toBe(true);
    expect(isKeyword('parseConfig')).toBe(false);
    const odd = `é_x café $dollar __x1 9lives a\u00e9b ${'n'.repeat(81)} ${'m'.repeat(80)}\r\nfoo.bar(foo) foo`;
    expect(corpus.length).toBeGreaterThan(40);
    for (const text of [...corpus, odd]) {
      const all = reference(text, new Set(), isKeyword);
      const exclude = new Set(all.filter((_, i) => i % 7 === 0).map((r) => `${r.name}:${r.line}`));
      expect(scanReferences(text, exclude)).toEqual(reference(text, exclude, isKeyword));
    }
  });
});
