import { describe, expect, it } from 'vitest';
import { readTarGz } from '../../src/knowledge/tar.js';
import { tarGz } from '../support/tar.js';

describe('readTarGz', () => {
  it('reads files back without the top folder, including paths longer than 100 characters', () => {
    const long = `${'deep/'.repeat(25)}file.compact`;
    const archive = tarGz('owner-repo-abc123', {
      'README.md': Buffer.from('# hi\n'),
      [long]: Buffer.from('ledger x: Field;'),
    });
    const files = readTarGz(archive);
    expect(files.map((f) => [f.path, f.content.toString()])).toEqual([
      ['README.md', '# hi\n'],
      [long, 'ledger x: Field;'],
    ]);
  });
});
