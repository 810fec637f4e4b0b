// Recall and false-positive rate of screenText on the labelled corpus. Dev misses and false positives are
// listed (for tuning); the test split prints figures only. Run: node --import tsx bench/injection/measure.ts
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

/** Loads one split of the corpus. */
export const loadSplit = (part: 'dev' | 'test'): Sample[] =>
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

const line = (part: string, f: Figures) =>
  `${part}: recall ${(f.recall * 100).toFixed(1)}% (${f.injected - f.missed.length}/${f.injected}), false positives ${(f.falsePositiveRate * 100).toFixed(1)}% (${f.falsePositives.length}/${f.benign})`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dev = measure(loadSplit('dev'));
  console.log(line('dev', dev));
  for (const s of dev.missed) console.log(`  missed ${s.id}: ${JSON.stringify(s.text.slice(0, 160))}`);
  for (const s of dev.falsePositives)
    console.log(`  false positive ${s.id}: ${JSON.stringify(screenText(s.text).findings[0])}`);
  console.log(line('test', measure(loadSplit('test'))));
}
