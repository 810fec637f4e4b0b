import { describe, expect, it } from 'vitest';
import { bm25Scores, tokenize } from '../../src/rag/bm25.js';
import { chunkDocument } from '../../src/rag/chunk-docs.js';

describe('bm25 and chunking', () => {
  it('tokenizes without stop words, folds plurals and splits snake_case identifiers', () => {
    expect(tokenize('This is how the fees of midnight_contractState work')).toEqual([
      'fee',
      'midnight_contractstate',
      'midnight',
      'contractstate',
      'work',
    ]);
  });
  it('ranks the document that matches rarer terms higher and scores non-matches 0', () => {
    const [a, b, c] = bm25Scores('DUST fees', [
      'DUST pays the fees of transactions',
      'NIGHT is a token',
      'DUST DUST DUST',
    ]);
    expect(a).toBeGreaterThan(c!);
    expect(b).toBe(0);
  });
  it('chunks at headings and keeps the heading with each chunk', () => {
    const chunks = chunkDocument('doc.md', '# A\n\ntext a\n\n## B\n\ntext b\n', 'col');
    expect(chunks.map((c) => [c.metadata.heading, c.metadata.start_line])).toEqual([
      ['A', 1],
      ['B', 5],
    ]);
    expect(chunks[1]!.text).toContain('text b');
  });
});
