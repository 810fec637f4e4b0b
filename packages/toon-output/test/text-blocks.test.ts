import { describe, expect, it } from 'vitest';
import { decodeText, render } from '../src/index.js';

describe('render with textBlocks', () => {
  const data = { root: '/repo', files: 2, map: 'src/a.ts\n  fn a()\nsrc/b.ts\n  fn b()\n' };

  it('prints a multi-line top-level string as text after the other fields', () => {
    expect(render(data, 'toon', { textBlocks: true })).toBe(
      'root: /repo\nfiles: 2\nmap:\n  src/a.ts\n    fn a()\n  src/b.ts\n    fn b()',
    );
  });

  it('keeps one escaped string by default, and JSON unchanged', () => {
    expect(decodeText(render(data))).toEqual(data);
    expect(JSON.parse(render(data, 'json', { textBlocks: true }))).toEqual(data);
  });

  it('leaves data without multi-line strings as plain TOON', () => {
    expect(render({ a: 1, b: 'x' }, 'toon', { textBlocks: true })).toBe('a: 1\nb: x');
  });
});
