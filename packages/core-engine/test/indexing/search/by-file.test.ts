import { describe, expect, it } from 'vitest';
import { groupByFile } from '../../../src/indexing/search/by-file.js';
import type { SearchResultItem } from '../../../src/indexing/search/present.js';

const item = (path: string, start: number, snippet: string, signals: Record<string, number>, symbol?: string) =>
  ({
    path,
    start_line: start,
    end_line: start + snippet.split('\n').length - 1,
    language: 'typescript',
    score: 0.1,
    signals,
    snippet,
    ...(symbol ? { symbol } : {}),
  }) as SearchResultItem;

describe('groupByFile', () => {
  const ranked = [
    item(
      'src/auth.ts',
      10,
      "import x from 'y';\n\n  export function verifyBearer(req) {\n    const token = header(req);\n    return check(token);\n  }",
      { lexical: 2, symbol: 1 },
      'verifyBearer',
    ),
    item('test/auth.test.ts', 1, "it('rejects a bad bearer token', () => {", { lexical: 1 }),
    item('src/auth.ts', 40, 'const bearer = 1;', { graph: 3 }),
  ];

  it('keeps the rank order of each file’s best result and lists its ranges best first', () => {
    const files = groupByFile(ranked, { query: 'verify bearer token' });
    expect(files.map((f) => f.path)).toEqual(['src/auth.ts', 'test/auth.test.ts']);
    expect(files[0]).toMatchObject({
      lines: ['10-15', '40-40'],
      symbol: 'verifyBearer',
      why: ['symbol', 'lexical', 'graph'],
    });
  });

  it('shows a few lines starting at the first line that holds a query term, dedented and cut', () => {
    const [auth] = groupByFile(ranked, { query: 'verify bearer token', snippetLines: 2, lineChars: 30 });
    expect(auth!.snippet).toBe('export function verifyBearer(…\n  const token = header(req);');
  });
});
