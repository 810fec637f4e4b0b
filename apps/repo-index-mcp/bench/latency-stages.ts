// Where search_repo's time goes on a cached latency-curves index (bench/latency-curves.ts --cache DIR), in
// process, stage by stage (request-path.ts). Flags: --cache DIR --copies N (of the base corpus) --base-mb N
// --store libsql|chroma --queries N (chroma: a server on the cache's Chroma data, as latency-curves runs it).
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { corpusOf, corpusQueries } from './latency-corpus.js';
import { printRequestPath, requestPath } from './request-path.js';
import { argValue } from './support.js';

const cache = argValue('--cache') ?? process.env.BENCH_CACHE;
if (!cache) throw new Error('pass --cache DIR (a latency-curves cache)');
const copies = Number(argValue('--copies') ?? 6);
const baseMb = Number(argValue('--base-mb') ?? 10);
const store = argValue('--store') ?? 'libsql';
const root = corpusOf(cache, copies, baseMb);
const { identifiers, natural } = corpusQueries(root, Number(argValue('--queries') ?? 50));
const chroma =
  store === 'chroma'
    ? await import('../../../packages/vector-search/test/support/chroma-server.js').then((m) =>
        m.startChroma({ path: join(cache, 'chroma') }),
      )
    : undefined;
const deps = createDeps(
  loadConfig({
    SEXTANT_DATA_DIR: join(cache, `data-${baseMb}mb-x${copies}-${store}`),
    SEXTANT_ROOTS: root,
    VECTOR_STORE: store,
    CHROMA_URL: chroma?.url,
  }),
  silentLogger,
);
const { entry, index } = await deps.indexes.ensure(root);
await index.run({ root });
await requestPath(deps, entry.id, identifiers.slice(0, 10)); // warm up
printRequestPath('identifiers', await requestPath(deps, entry.id, identifiers));
printRequestPath('natural language', await requestPath(deps, entry.id, natural));
await deps.dispose();
await chroma?.stop();
