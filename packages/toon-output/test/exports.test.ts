// Pins the public API of @sextant/toon-output, entry by entry: any new export becomes public API, so it is added here on
// purpose. Type-only exports vanish at run time and are not pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as budget from '../src/budget.js';
import * as sarif from '../src/sarif.js';
import * as tokens from '../src/tokens.js';

const entries = { '.': root, './budget': budget, './sarif': sarif, './tokens': tokens };
const pinned: Record<keyof typeof entries, string[]> = {
  '.': [
    'OUTPUT_FORMATS',
    'decode',
    'decodeText',
    'encodeCompact',
    'errorPayload',
    'estimateTokens',
    'render',
    'renderError',
  ],
  './budget': ['answerTokens', 'fitAnswer', 'fitItems', 'fitLength', 'fitLines', 'tokenCounter'],
  './sarif': [
    'FINGERPRINT_KEY',
    'SARIF_LEVELS',
    'failingFindings',
    'findingFingerprint',
    'joinUri',
    'parseFailOn',
    'sarifFingerprints',
    'subtractBaseline',
    'toSarif',
  ],
  './tokens': ['compareFormats', 'countTokens'],
};

describe('the public API of @sextant/toon-output', () => {
  it('has the entries package.json lists, and no other', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: object };
    const listed = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(listed.sort()).toEqual(['.', './budget', './sarif', './tokens']);
  });

  for (const [entry, module] of Object.entries(entries))
    it(`${entry} exports exactly its pinned names`, () => {
      expect(Object.keys(module).sort()).toEqual(pinned[entry as keyof typeof entries]);
    });
});
