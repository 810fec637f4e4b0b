// midnight-mcp bench: tools/list size in tokens (gpt-tokenizer, o200k) and analysis latency on the fixtures.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { encode } from 'gpt-tokenizer';
import { buildContractModel, securityChecks } from '@sextant/language-adapters/compact';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { tools } from '../src/tools/index.js';

const deps = createDeps(
  loadConfig({ MIDNIGHT_DATA_DIR: mkdtempSync(join(tmpdir(), 'midnight-bench-')) }),
  silentLogger,
); // no network: tools/list only
const { client, close } = await connectInMemory({ tools, deps });
const list = await client.listTools();
const json = JSON.stringify(list.tools);
const descriptions = list.tools.map((t) => `${t.name}: ${t.description ?? ''}`).join('\n');
console.log(
  `tools/list: ${list.tools.length} tools, ${encode(json).length} tokens (full JSON with schemas), ${encode(descriptions).length} tokens (names + descriptions)`,
);
await close();

const source = readFileSync(
  new URL('../../../packages/language-adapters/test/fixtures/compact-analysis/leaky.compact', import.meta.url),
  'utf8',
);
const rounds = 2000;
for (let i = 0; i < 500; i++) securityChecks(buildContractModel(source)); // warm-up
let t0 = performance.now();
for (let i = 0; i < rounds; i++) buildContractModel(source);
const modelMs = (performance.now() - t0) / rounds;
t0 = performance.now();
for (let i = 0; i < rounds; i++) securityChecks(buildContractModel(source));
const fullMs = (performance.now() - t0) / rounds;
console.log(
  `analyze (leaky.compact, ${source.length} chars): model ${modelMs.toFixed(3)} ms, model+checks ${fullMs.toFixed(3)} ms, checks add ${((fullMs / modelMs - 1) * 100).toFixed(0)}%`,
);
