import { describe, expect, it } from 'vitest';
import { isMinified, skipByContent } from '../../../src/indexing/work-tree/file-filters.js';

const bundle = Buffer.from(`/*! lib v1 */\n${'var a=function(b){return b+1},c=a(2);'.repeat(400)}\n`);
const code = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = compute(${i}); // ordinary line`).join('\n'),
);

describe('minified content', () => {
  it('is skipped as minified: long lines on average and one very long line', () => {
    expect(isMinified(bundle)).toBe(true);
    expect(skipByContent(bundle, 'pkg/src_dist/index.js')).toBe('minified');
    expect(skipByContent(Buffer.from(`{"data":[${'1234567890,'.repeat(2000)}0]}`), 'data.json')).toBe('minified');
  });

  it('keeps ordinary code, code with one long line among many short ones, and prose', () => {
    expect(skipByContent(code, 'a.ts')).toBeUndefined();
    const oneLongLine = Buffer.concat([code, Buffer.from(`\nconst table = '${'z'.repeat(8000)}';\n`)]);
    expect(skipByContent(oneLongLine, 'a.ts')).toBeUndefined();
    expect(
      skipByContent(Buffer.from(`# Title\n\n${'An unwrapped paragraph. '.repeat(400)}\n`), 'README.md'),
    ).toBeUndefined();
  });
});
