import { describe, expect, it } from 'vitest';
import { DUST, NIGHT, describeAmount, formatUnits, parseUnits } from '../src/units.js';

describe('units', () => {
  it('formats NIGHT (6 decimals) and DUST (15 decimals) from atomic strings', () => {
    expect(formatUnits('1500000', NIGHT.decimals)).toBe('1.5');
    expect(formatUnits(1n, NIGHT.decimals)).toBe('0.000001');
    expect(formatUnits('1000000000000000', DUST.decimals)).toBe('1');
    expect(formatUnits('340282366920938463463374607431768211455', DUST.decimals)).toBe(
      '340282366920938463463374.607431768211455',
    );
    expect(formatUnits(-2500000n, 6)).toBe('-2.5');
  });
  it('parses decimal amounts and refuses extra precision', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n);
    expect(parseUnits('7', 15)).toBe(7n * 10n ** 15n);
    expect(() => parseUnits('0.0000001', 6)).toThrow(RangeError);
    expect(() => parseUnits('1e6', 6)).toThrow(RangeError);
  });
  it('describes an amount with symbol and atomic unit', () => {
    expect(describeAmount('2000000', NIGHT)).toEqual({
      atomic: '2000000',
      formatted: '2 NIGHT',
      symbol: 'NIGHT',
      atomicUnit: 'STAR',
    });
  });
});
