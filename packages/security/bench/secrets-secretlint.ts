// Compares detectSecrets with secretlint's recommended preset: recall on the rule fixtures (test/secrets/fixtures,
// the known-key examples), near-miss negatives flagged, and files with findings on the pnpm store's sources (clean
// code, so every finding is a false positive or a published sample). secretlint is not a dependency: install it
// beside the package first (npm i --no-save @secretlint/core @secretlint/secretlint-rule-preset-recommend).
// Run: node --import tsx bench/secrets-secretlint.ts [--max-mb 400]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { detectSecrets } from '../src/secrets/detect.js';
import { ruleExamples } from '../test/secrets/fixtures/index.js';
import { loadCorpus } from './corpus.js';

const { values } = parseArgs({ options: { 'max-mb': { type: 'string', default: '400' } } });
type Lint = (content: string, path: string) => Promise<string[]>;
async function secretlint(): Promise<Lint | undefined> {
  try {
    const core = (await import('@secretlint/core' as string)) as {
      lintSource: (o: object) => Promise<{ messages: { ruleId: string }[] }>;
    };
    const preset = (await import('@secretlint/secretlint-rule-preset-recommend' as string)) as { creator: unknown };
    const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: preset.creator }] };
    return async (content, filePath) =>
      (await core.lintSource({ source: { filePath, content, contentType: 'text' }, options: { config } })).messages.map(
        (m) => m.ruleId,
      );
  } catch {
    return undefined;
  }
}

const lint = await secretlint();
if (!lint) {
  console.log(
    'secretlint not installed: npm i --no-save @secretlint/core @secretlint/secretlint-rule-preset-recommend',
  );
  process.exit(0);
}
const ours: Lint = async (content) => detectSecrets(content).map((f) => f.rule);
const examples = Object.values(ruleExamples);
const positives = examples.flatMap((e) => e.positive);
const negatives = examples.flatMap((e) => e.negative);
const store = fileURLToPath(new URL('../../../node_modules/.pnpm', import.meta.url));
const files = loadCorpus(store, Number(values['max-mb']) * 2 ** 20);
const mb = files.reduce((n, f) => n + Buffer.byteLength(f.text), 0) / 2 ** 20;
console.log(`${examples.length} rules: ${positives.length} positive, ${negatives.length} near-miss negative examples`);
console.log(`store: ${files.length} files, ${mb.toFixed(1)} MB`);
for (const [name, run] of [
  ['detectSecrets', ours],
  ['secretlint', lint],
] as const) {
  let found = 0;
  let kinds = 0;
  for (const e of examples) {
    const hits = await Promise.all(e.positive.map(async (t) => (await run(t, '/x/file.txt')).length > 0));
    found += hits.filter(Boolean).length;
    if (hits.some(Boolean)) kinds++;
  }
  let flagged = 0;
  for (const t of negatives) if ((await run(t, '/x/file.txt')).length) flagged++;
  const byRule = new Map<string, number>();
  const start = process.hrtime.bigint();
  for (const f of files)
    for (const r of new Set(await run(f.text, `/${f.path}`))) byRule.set(r, (byRule.get(r) ?? 0) + 1);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const withFindings = [...byRule.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${name.padEnd(14)} positives ${found}/${positives.length} (rule kinds ${kinds}/${examples.length})   negatives flagged ${flagged}/${negatives.length}   store: ${withFindings} file-rule findings ${JSON.stringify(Object.fromEntries(byRule))}   ${(mb / seconds).toFixed(1)} MB/s wall`,
  );
}
