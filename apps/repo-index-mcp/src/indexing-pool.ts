import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@sextant/core-engine';
import type { FileProcessingPool } from '@sextant/core-engine/ports';
import { createWorkerPool } from '@sextant/core-engine/indexing';
import { unpackChunkText } from '@sextant/vector-search';

/** The indexing worker pool: index-worker.js beside the bundle, or index-worker.ts through tsx when running from sources. */
export function createIndexingPool(log: Logger, size?: number): FileProcessingPool {
  const fromSources = import.meta.url.endsWith('.ts');
  return createWorkerPool({
    workerUrl: fromSources ? sourceWorker() : new URL('./index-worker.js', import.meta.url),
    log: log.child({ component: 'index-worker' }),
    // The workers pack chunk texts with `packChunkText` (index-worker.ts): packed texts cross threads once.
    unpack: unpackChunkText,
    ...(size ? { size } : {}),
  });
}

// Tests and benchmarks run from sources: the worker registers tsx (a dev dependency) through its ESM API
// (tsx's `--import` hook does not reach worker threads on Node 20), then loads the .ts worker module.
function sourceWorker(): URL {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = require(pkgPath) as { exports: Record<string, { import: { default: string } }> };
  const api = new URL(pkg.exports['./esm/api']!.import.default, pathToFileURL(pkgPath)).href;
  const entry = new URL('./index-worker.ts', import.meta.url).href;
  const code = `const { register } = await import('${api}'); register(); await import('${entry}');`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
