// Disclosure bench: on compiling real contracts (compact-disclosure-corpus.json), files with findings as written
// (aim 0) and single disclose() removals the analysis catches (aim >= 90 %), per split (tune on dev, report test).
import { buildContractModel } from '../src/compact/analysis/contract-model.js';
import { tokenizeCompact } from '../src/compact/tokenizer.js';
import { loadCorpus } from './compact-disclosure-corpus.js';
import type { CorpusContract } from './compact-disclosure-corpus.js';

const findingKeys = (source: string) =>
  buildContractModel(source).disclosures.map((f) => `${f.kind}:${f.circuit}:${f.what}:${f.origin}`);

/** Every variant of `source` with one `disclose(x)` turned into `(x)`, with the line of the removal. */
function removals(source: string): { line: number; text: string }[] {
  const tokens = tokenizeCompact(source).tokens;
  return tokens.flatMap((t, i) =>
    t.text === 'disclose' && tokens[i + 1]?.text === '('
      ? [{ line: t.start.line, text: source.slice(0, t.offset) + source.slice(t.endOffset) }]
      : [],
  );
}

function measure(split: string, contracts: CorpusContract[], verbose: boolean) {
  let flagged = 0;
  let total = 0;
  let caught = 0;
  const silent: string[] = [];
  for (const c of contracts) {
    const before = findingKeys(c.source);
    if (before.length > 0) {
      flagged++;
      if (verbose) console.log(`  findings as written: ${c.id}: ${before.join(', ')}`);
    }
    for (const r of removals(c.source)) {
      total++;
      if (findingKeys(r.text).length > before.length) caught++;
      else silent.push(`${c.id}:${r.line}`);
    }
  }
  const rate = total ? (100 * caught) / total : 0;
  console.log(
    `${split.padEnd(5)} ${String(contracts.length).padStart(3)} files, ${flagged} with findings as written; ` +
      `${caught}/${total} disclose() removals caught (${rate.toFixed(1)} %)`,
  );
  if (verbose) for (const s of silent) console.log(`  silent removal: ${s}`);
}

const { contracts, missing } = await loadCorpus();
if (missing.length) console.log(`mirrors missing (fetch them first): ${missing.join(', ')}`);
if (contracts.length === 0) {
  console.log('Compact disclosure bench: no corpus mirror found; nothing measured.');
  process.exit(0);
}
console.log(`Compact disclosure bench: ${contracts.length} compiling contracts`);
const verbose = process.argv.includes('--verbose');
measure(
  'dev',
  contracts.filter((c) => c.split === 'dev'),
  verbose,
);
measure(
  'test',
  contracts.filter((c) => c.split === 'test'),
  verbose,
);
