// Recall and false-positive rate of screenText on the labelled corpus, per split. Only the dev split lists its
// misses and false positives (`--list`, for tuning); every other split prints figures only.
// Run: node --import tsx bench/injection/measure.ts [--list]   (also `pnpm bench` in this package)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { screenText } from '../../src/injection/screen.js';

export interface Sample {
  id: string;
  label: 'injected' | 'benign';
  variant: string;
  text: string;
}

export interface Figures {
  injected: number;
  benign: number;
  recall: number;
  falsePositiveRate: number;
  missed: Sample[];
  falsePositives: Sample[];
}

/** The splits: hand-written dev (tuned on) and test (held out), and the older templated corpus. */
export const SPLITS = ['dev', 'test', 'template-dev', 'template-test'] as const;
export type SplitName = (typeof SPLITS)[number];

/** Loads one split of the corpus. */
export const loadSplit = (part: SplitName): Sample[] =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../test/injection/fixtures/${part}.json`, import.meta.url)), 'utf8'),
  );

/** Screens every sample and counts. */
export function measure(samples: readonly Sample[]): Figures {
  const flagged = (s: Sample) => screenText(s.text).findings.length > 0;
  const injected = samples.filter((s) => s.label === 'injected');
  const benign = samples.filter((s) => s.label === 'benign');
  const missed = injected.filter((s) => !flagged(s));
  const falsePositives = benign.filter(flagged);
  return {
    injected: injected.length,
    benign: benign.length,
    recall: (injected.length - missed.length) / injected.length,
    falsePositiveRate: falsePositives.length / benign.length,
    missed,
    falsePositives,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** One line of figures for a split. */
export const figuresLine = (part: string, f: Figures) =>
  `${part.padEnd(14)} recall ${pct(f.recall).padStart(6)} (${f.injected - f.missed.length}/${f.injected})   false positives ${pct(f.falsePositiveRate).padStart(5)} (${f.falsePositives.length}/${f.benign})`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log('prompt-injection screen (screenText), per corpus split:');
  for (const part of SPLITS) {
    const f = measure(loadSplit(part));
    console.log(figuresLine(part, f));
    if (part !== 'dev' || !process.argv.includes('--list')) continue;
    for (const s of f.missed) console.log(`  missed ${s.id}: ${JSON.stringify(s.text.slice(0, 200))}`);
    for (const s of f.falsePositives)
      console.log(`  false positive ${s.id}: ${JSON.stringify(screenText(s.text).findings[0])}`);
  }
}
