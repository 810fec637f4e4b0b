// Disclosure bench: on compiling real contracts (compact-disclosure-corpus.json), files with findings as written
// (aim 0) and single disclose() removals the analysis catches (aim >= 90 %), per split (tune on dev, report test).
import { buildContractModel } from '../src/compact/analysis/contract-model.js';
import { closing } from '../src/compact/analysis/disclosure-expr.js';
import { tokenizeCompact } from '../src/compact/tokenizer.js';
import { loadCorpus } from './compact-disclosure-corpus.js';
import type { CorpusContract } from './compact-disclosure-corpus.js';

const findingKeys = (c: CorpusContract, source: string) =>
  buildContractModel(source, c.path, undefined, (p) => c.imports.get(p)).disclosures.map(
    (f) => `${f.kind}:${f.circuit}:${f.what}:${f.origin}`,
  );

/**
 * Every variant of `source` with one `disclose(x)` turned into `(x)`, with the line of the removal. `pathKey`: the
 * disclose() is the key of an intermediate `lookup` of a ledger chain (`m.lookup(disclose(k)).insert(…)`); the compiler
 * accepts its removal (track-witness-data.ss reads a public-ledger form's operands, not its path elements).
 */
function removals(source: string): { line: number; text: string; pathKey: boolean }[] {
  const tokens = tokenizeCompact(source).tokens;
  return tokens.flatMap((t, i) => {
    if (t.text !== 'disclose' || tokens[i + 1]?.text !== '(') return [];
    const close = closing(tokens, i + 1);
    const pathKey =
      tokens[i - 1]?.text === '(' &&
      tokens[i - 2]?.text === 'lookup' &&
      tokens[i - 3]?.text === '.' &&
      tokens[close + 1]?.text === ')' &&
      tokens[close + 2]?.text === '.';
    return [{ line: t.start.line, text: source.slice(0, t.offset) + source.slice(t.endOffset), pathKey }];
  });
}

function measure(split: string, contracts: CorpusContract[], verbose: boolean) {
  let flagged = 0;
  let total = 0;
  let caught = 0;
  let keys = 0;
  let keysCaught = 0;
  const silent: string[] = [];
  for (const c of contracts) {
    const before = findingKeys(c, c.source);
    if (before.length > 0) {
      flagged++;
      if (verbose) console.log(`  findings as written: ${c.id}: ${before.join(', ')}`);
    }
    for (const r of removals(c.source)) {
      total++;
      const hit = findingKeys(c, r.text).length > before.length;
      if (hit) caught++;
      if (r.pathKey) keys++;
      if (r.pathKey && hit) keysCaught++;
      if (!hit) silent.push(`${c.id}:${r.line}${r.pathKey ? ' (ledger path key: accepted)' : ''}`);
    }
  }
  const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : '0.0'} %`;
  console.log(
    `${split.padEnd(5)} ${String(contracts.length).padStart(3)} files, ${flagged} with findings as written; ` +
      `${caught}/${total} disclose() removals caught (${pct(caught, total)}); ` +
      `without the ${keys} ledger path keys ${caught - keysCaught}/${total - keys} (${pct(caught - keysCaught, total - keys)})`,
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
