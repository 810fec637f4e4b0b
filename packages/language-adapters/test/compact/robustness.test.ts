import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCompact } from '../../src/compact/parser.js';
import { findReferenceContracts, fixturePath } from './support.js';

const dir = findReferenceContracts();
const sources = [
  ...['vault.compact', 'legacy.compact', 'malformed.compact'].map((f) => readFileSync(fixturePath(f), 'utf8')),
  ...(dir
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.compact'))
        .map((f) => readFileSync(join(dir, f), 'utf8'))
    : []),
];

// Deterministic pseudo-random edits so a failure reproduces.
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const wellFormed = (result: ReturnType<typeof parseCompact>, length: number) => {
  for (const d of result.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
  }
  for (const d of result.declarations) {
    expect(d.offset).toBeLessThanOrEqual(d.endOffset);
    expect(d.endOffset).toBeLessThanOrEqual(length);
  }
};

describe('compact parser never throws', () => {
  it(`on every truncation (step 37) of ${sources.length} files`, () => {
    let parses = 0;
    for (const source of sources) {
      for (let cut = 0; cut < source.length; cut += 37) {
        wellFormed(parseCompact(source.slice(0, cut)), cut);
        parses++;
      }
    }
    // The six reference contracts join the fixtures when ../shared is present; every file yields many cuts.
    expect(parses).toBeGreaterThan(sources.length * 10);
  });

  it('on random deletions and insertions of syntax characters', () => {
    const random = mulberry32(42);
    const noise = ['{', '}', '(', ')', '<', '>', ';', '"', "'", '/*', '*/', '//', 'circuit', 'export', ':', ','];
    for (let round = 0; round < 400; round++) {
      let source = sources[round % sources.length] as string;
      for (let edit = 0; edit < 5; edit++) {
        const at = Math.floor(random() * source.length);
        source =
          random() < 0.5
            ? source.slice(0, at) + source.slice(at + 1 + Math.floor(random() * 8))
            : source.slice(0, at) + noise[Math.floor(random() * noise.length)] + source.slice(at);
      }
      const result = parseCompact(source);
      wellFormed(result, source.length);
      expect(result.diagnostics.some((d) => d.message.startsWith('Internal parser error'))).toBe(false);
    }
  });
});
