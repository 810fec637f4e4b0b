import { describe, expect, it } from 'vitest';
import { chunkFile } from '../../src/knowledge/chunker.js';
import { classify } from '../../src/knowledge/classify.js';
import { chunkKnowledgeFile } from '../../src/knowledge.js';

describe('chunkFile', () => {
  it('cuts Compact at declarations, naming each chunk after its symbol', () => {
    const source =
      'pragma language_version >= 0.20;\nimport CompactStandardLibrary;\nexport ledger n: Counter;\n\nexport circuit bump(): [] {\n  n.increment(1);\n}\n';
    expect(chunkFile('o/r', 'c.compact', source).map((c) => [c.symbol ?? '-', c.startLine, c.endLine, c.kind])).toEqual(
      [
        ['-', 2, 2, 'compact'],
        ['n', 3, 3, 'compact'],
        ['bump', 5, 7, 'compact'],
      ],
    );
  });

  it('the entry cuts the same chunks, loading the Compact parser on its first call', async () => {
    const source = 'pragma language_version >= 0.20;\nexport ledger n: Counter;\n';
    expect(await chunkKnowledgeFile('o/r', 'c.compact', source)).toEqual(chunkFile('o/r', 'c.compact', source));
    expect((await chunkKnowledgeFile('o/r', 'c.compact', source)).map((c) => c.symbol)).toEqual(['n']);
  });

  it('cuts Markdown at headings and code into overlapping windows', () => {
    const md = '# A\ntext\n## B\nmore\n';
    expect(chunkFile('o/r', 'doc.md', md).map((c) => [c.symbol, c.startLine, c.endLine])).toEqual([
      ['A', 1, 2],
      ['B', 3, 5],
    ]);
    const ts = Array.from({ length: 130 }, (_, i) => `const v${i} = ${i};`).join('\n');
    expect(chunkFile('o/r', 'a.ts', ts).map((c) => [c.startLine, c.endLine])).toEqual([
      [1, 60],
      [51, 110],
      [101, 130],
    ]);
  });

  it('skips build output, declarations and unknown types', () => {
    expect(classify('node_modules/x/index.ts')).toBeUndefined();
    expect(classify('dist/index.js')).toBeUndefined();
    expect(classify('types/index.d.ts')).toBeUndefined();
    expect(classify('image.png')).toBeUndefined();
    expect(classify('src/main.ts')).toEqual({ language: 'typescript', kind: 'typescript' });
  });
});
