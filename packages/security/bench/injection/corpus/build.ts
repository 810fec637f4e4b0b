// Builds the hand-written labelled corpus into fixture files: test/injection/fixtures/{dev,test}.json.
// Each payload appears in three hiding variants (rotating over every hiding), each benign snippet plain and in
// one container ordinary docs use too; carriers and choices come from a seeded PRNG, so the output is stable.
// Run: node --import tsx bench/injection/corpus/build.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sample } from '../measure.js';
import * as dev from './dev-split.js';
import { BENIGN_CONTAINERS, HIDINGS, pick, prng, type Dress } from './hiding.js';
import * as test from './test-split.js';

interface SplitSource {
  CARRIERS: readonly ((s: string) => string)[];
  PAYLOADS: readonly { lang: string; text: string }[];
  BENIGN: readonly string[];
}

// Tag characters mirror ASCII only: a payload in another script is hidden with zero-width characters instead.
const ascii = (h: [string, Dress], text: string): [string, Dress] =>
  h[0] !== 'tag-characters' || /^[\x20-\x7e\n]*$/.test(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    ? h
    : ['zero-width', HIDINGS['zero-width']!];

function build(name: string, src: SplitSource, seed: number): Sample[] {
  const rand = prng(seed);
  const hidings = Object.entries(HIDINGS);
  const containers = Object.entries(BENIGN_CONTAINERS).filter(([k]) => k !== 'plain');
  const out: Sample[] = [];
  src.PAYLOADS.forEach((p, i) => {
    for (let k = 0; k < 3; k++) {
      const [variant, dress] = ascii(hidings[(3 * i + k) % hidings.length]!, p.text);
      out.push({
        id: `${name}-inj-${i}-${variant}`,
        label: 'injected',
        variant: `${p.lang}/${variant}`,
        text: pick(rand, src.CARRIERS)(dress(p.text, rand)),
      });
    }
  });
  src.BENIGN.forEach((b, i) => {
    const [variant, dress] = containers[i % containers.length]!;
    for (const [v, d] of [
      ['plain', BENIGN_CONTAINERS.plain!],
      [variant, dress],
    ] as const)
      out.push({
        id: `${name}-ben-${i}-${v}`,
        label: 'benign',
        variant: v,
        text: pick(rand, src.CARRIERS)(d(b, rand)),
      });
  });
  return out;
}

const dir = fileURLToPath(new URL('../../../test/injection/fixtures/', import.meta.url));
for (const [name, src, seed] of [
  ['dev', dev, 0xd0e5],
  ['test', test, 0x7e57],
] as const) {
  const rows = build(name, src, seed);
  writeFileSync(`${dir}${name}.json`, `${JSON.stringify(rows, null, 1)}\n`);
  const n = (l: string) => rows.filter((r) => r.label === l).length;
  console.log(`${name}: ${n('injected')} injected, ${n('benign')} benign`);
}
