// The baseline of issue 27: plain Okapi BM25 over whole files (k1 1.2, b 0.75), a simple code tokenizer
// (identifiers split at camelCase and snake_case, the whole identifier kept too, lower case, no stemming,
// a few English stop words dropped). It knows nothing of our ranking.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { git } from './git.js';

const STOP = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the this to was were will with when not no do does should can'.split(
    ' ',
  ),
);

/** Code tokens of a text: each identifier lower-cased, plus its camelCase / snake_case parts. */
function codeTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(/[A-Za-z_$][A-Za-z0-9_$]*|\d+/g) ?? []) {
    const parts = word.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
    const whole = word.toLowerCase().replace(/^[_$]+|[_$]+$/g, '');
    if (whole.length > 1 && !STOP.has(whole)) out.push(whole);
    if (parts.length > 1)
      for (const p of parts) {
        const t = p.toLowerCase();
        if (t.length > 1 && !STOP.has(t) && t !== whole) out.push(t);
      }
  }
  return out;
}

// Roughly what the indexer leaves out: binaries, vendored and build folders, lockfiles, large files.
const SKIP =
  /\.(png|jpe?g|gif|webp|ico|bmp|pdf|zip|gz|tgz|bz2|xz|7z|jar|class|so|dylib|dll|exe|o|a|wasm|woff2?|ttf|otf|eot|mp[34]|mov|webm|ogg|wav|sqlite|db|bin|pyc|node|snap|map)$|(^|\/)(node_modules|vendor|third_party|dist|build|out|target|coverage|__pycache__)\/|(^|\/)(package-lock\.json|pnpm-lock\.yaml|yarn\.lock|Cargo\.lock|go\.sum|poetry\.lock)$|\.min\.(js|css)$/;

/** The text files of a corpus work tree (tracked, under 1 MB, no NUL byte in the head). */
export function corpusFiles(root: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const path of git({ cwd: root }, ['ls-files', '-z']).split('\0')) {
    if (!path || SKIP.test(path)) continue;
    const abs = join(root, path);
    const st = statSync(abs, { throwIfNoEntry: false });
    if (!st?.isFile() || st.size > 1_000_000) continue;
    const buf = readFileSync(abs);
    if (buf.subarray(0, 8000).includes(0)) continue;
    files.push({ path, text: buf.toString('utf8') });
  }
  return files;
}

export interface Bm25Index {
  search(query: string, k: number): { path: string; score: number }[];
}

/** Okapi BM25 over documents; `withPath` also indexes each file's path as text. */
export function bm25(docs: readonly { path: string; text: string }[], opts: { withPath?: boolean } = {}): Bm25Index {
  const k1 = 1.2;
  const b = 0.75;
  const postings = new Map<string, { doc: number; tf: number }[]>();
  const lengths: number[] = [];
  docs.forEach((d, doc) => {
    const tokens = codeTokens(opts.withPath ? `${d.path}\n${d.text}` : d.text);
    lengths.push(tokens.length);
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, n] of tf) {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push({ doc, tf: n });
    }
  });
  const avg = lengths.reduce((a, n) => a + n, 0) / Math.max(1, lengths.length);
  const N = docs.length;
  return {
    search(query, k) {
      const scores = new Map<number, number>();
      for (const t of new Set(codeTokens(query))) {
        const list = postings.get(t);
        if (!list) continue;
        const idf = Math.log(1 + (N - list.length + 0.5) / (list.length + 0.5));
        for (const { doc, tf } of list) {
          const norm = tf + k1 * (1 - b + (b * lengths[doc]!) / avg);
          scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (k1 + 1)) / norm);
        }
      }
      return [...scores]
        .sort((x, y) => y[1] - x[1] || docs[x[0]]!.path.localeCompare(docs[y[0]]!.path))
        .slice(0, k)
        .map(([doc, score]) => ({ path: docs[doc]!.path, score }));
    },
  };
}
