import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../../src/docs-rag/chunk-docs.js';

describe('chunkDocument', () => {
  it('chunks at headings and keeps the heading with each chunk', () => {
    const chunks = chunkDocument('doc.md', '# A\n\ntext a\n\n## B\n\ntext b\n', 'col');
    expect(chunks.map((c) => [c.metadata.heading, c.metadata.start_line])).toEqual([
      ['A', 1],
      ['B', 5],
    ]);
    expect(chunks[1]!.text).toContain('text b');
  });

  it('gives the same ids to the same text, so an unchanged file can be recognized', () => {
    const text = '# A\n\ntext a\n';
    expect(chunkDocument('doc.md', text, 'col').map((c) => c.id)).toEqual(
      chunkDocument('doc.md', text, 'col').map((c) => c.id),
    );
    expect(chunkDocument('doc.md', `${text}more\n`, 'col')[0]!.id).not.toBe(
      chunkDocument('doc.md', text, 'col')[0]!.id,
    );
  });
});
