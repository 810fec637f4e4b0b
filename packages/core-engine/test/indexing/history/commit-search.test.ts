import { describe, expect, it } from 'vitest';
import { tokenizeCode } from '../../../src/retrieval/tokenize.js';
import { buildCommitSearch } from '../../../src/indexing/history/commit-search.js';
import { buildHistoryIndex } from '../../../src/indexing/history/history-index.js';
import type { FileHistory } from '../../../src/indexing/history/file-history.js';

// Commits newest first: [subject, files]. `src/queue.js` was touched by the one commit that says what the
// query says, and by others that do not; a commit that touched nine files matches both words.
const commits: [string, string[]][] = [
  ['Throttle retries when the queue drains', ['src/queue.js']],
  ['Retry failed requests with backoff', ['src/hub.js', 'src/retry.js']],
  ['Retry throttle settings in every module', ['src/hub.js', ...Array.from({ length: 8 }, (_, i) => `src/m${i}.js`)]],
  ['Log retries', ['src/hub.js', 'src/log.js']],
  ['Throttle the logger', ['src/log.js', 'src/retry.js']],
  ['Rename the drain helper', ['src/queue.js']],
  ['Document queue sizes', ['src/queue.js']],
  ['Refactor queue internals for clarity', ['src/queue.js']],
];
const history: FileHistory = { head: 'h', subjects: commits.map(([s]) => s), files: {}, ms: 0 };
commits.forEach(([, paths], i) => paths.forEach((p) => (history.files[p] ??= []).push(i)));
const paths = Object.keys(history.files).sort();
const tokens = history.subjects.map((s) => tokenizeCode(s, { dropStopWords: true }));
const terms = tokenizeCode('throttle retries', { dropStopWords: true });

describe('history by similar commits', () => {
  const search = buildCommitSearch(history, paths, tokens);

  it("ranks the files of the commit most like the query first, and splits a commit's share over its files", () => {
    const ranked = search(terms, 20, 10);
    expect(ranked[0]).toBe('src/queue.js');
    // The nine-file commit matches both words but gives each of its files a ninth.
    expect(ranked.indexOf('src/m0.js')).toBeGreaterThan(ranked.indexOf('src/log.js'));
    expect(ranked).toHaveLength(paths.length);
  });

  it('counts only the most similar commits, and only live files', () => {
    expect(search(terms, 10, 1)).toEqual(['src/queue.js']);
    expect(search(terms, 10, 10, (p) => p !== 'src/queue.js')).not.toContain('src/queue.js');
    expect(search(['nothing'], 10, 10)).toEqual([]);
  });

  it('moves the file of a matching commit ahead of files whose whole history only mentions the words', () => {
    const perFile = buildHistoryIndex(history, { commits: { weight: 0 } }).search(terms, 20);
    const index = buildHistoryIndex(history);
    const fused = index.search(terms, 20);
    expect(perFile.indexOf('src/queue.js')).toBeGreaterThan(fused.indexOf('src/queue.js'));
    expect(new Set(fused)).toEqual(new Set(perFile));
    // The same answer however often it is asked (the scores are reset between searches).
    index.search(['logger'], 20);
    expect(index.search(terms, 20)).toEqual(fused);
  });
});
