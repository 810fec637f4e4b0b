import { describe, expect, it } from 'vitest';
import { toRecord } from '../../../src/indexing/state/record.js';

describe('toRecord', () => {
  it('makes a record of a Map or pairs, keeping keys such as __proto__ and constructor as own data', () => {
    const r = toRecord(
      new Map([
        ['a', 1],
        ['__proto__', 2],
        ['constructor', 3],
      ]),
    );
    expect(Object.keys(r)).toEqual(['a', '__proto__', 'constructor']);
    expect(r['__proto__']).toBe(2);
    expect(JSON.parse(JSON.stringify(r))).toEqual(JSON.parse('{"a":1,"__proto__":2,"constructor":3}'));
    expect(toRecord([['x', 'y']] as const)).toEqual({ x: 'y' });
  });
});
