#!/usr/bin/env node
// What JavaScript each built app loads before its tools/list answer, on a cache miss (first start) and a hit (the
// next), with the SHA-256 of the answer: a start-up change must keep the bytes and should shrink the KB.
// `node scripts/trace-startup.mjs [checkout ...]` (default: this one); apps are started from <checkout>/apps/*/dist.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connectStdio, moduleTrace } from '@sextant/mcp-shell/testing';

const roots =
  process.argv.length > 2 ? process.argv.slice(2).map((r) => resolve(r)) : [resolve(import.meta.dirname, '..')];

// Which part of the install a loaded file belongs to.
const groupOf = (file) =>
  /[\\/](apps|packages)[\\/][^\\/]+[\\/]dist[\\/]/.test(file) && !/node_modules/.test(file.split(/[\\/]dist[\\/]/)[0])
    ? 'ours'
    : /@modelcontextprotocol/.test(file)
      ? 'sdk'
      : /[\\/]zod[\\/]/.test(file)
        ? 'zod'
        : 'other';

async function traceOnce(entry, cache, env) {
  const trace = moduleTrace();
  const conn = await connectStdio({
    command: process.execPath,
    args: [...trace.flags, entry],
    env: { LOG_LEVEL: 'silent', XDG_CACHE_HOME: cache, ...env },
  });
  try {
    const list = await conn.client.listTools();
    const files = trace.loaded().filter((f) => f.startsWith('/') && existsSync(f));
    const kb = { ours: 0, sdk: 0, zod: 0, other: 0 };
    for (const f of files) kb[groupOf(f)] += statSync(f).size / 1024;
    const ours = files.filter((f) => groupOf(f) === 'ours').map((f) => f.replace(/^.*[\\/](apps|packages)[\\/]/, ''));
    const sha = createHash('sha256').update(JSON.stringify(list.tools)).digest('hex').slice(0, 16);
    return { kb, files: files.length, ours, sha };
  } finally {
    await conn.close();
  }
}

const fmt = (kb) =>
  `ours ${kb.ours.toFixed(0)} KB, sdk ${kb.sdk.toFixed(0)}, zod ${kb.zod.toFixed(0)}, other ${kb.other.toFixed(0)}`;
for (const root of roots) {
  console.log(`# ${root}`);
  for (const app of readdirSync(join(root, 'apps'))) {
    const entry = join(root, 'apps', app, 'dist', 'main.js');
    if (!existsSync(entry)) continue;
    for (const structured of ['off', 'on']) {
      const cache = mkdtempSync(join(tmpdir(), 'sextant-trace-cache-'));
      try {
        const env = { SEXTANT_STRUCTURED_CONTENT: structured };
        const miss = await traceOnce(entry, cache, env);
        const hit = await traceOnce(entry, cache, env);
        console.log(`${app} structured=${structured}`);
        console.log(`  miss: ${fmt(miss.kb)} (${miss.files} files) sha256 ${miss.sha}`);
        console.log(
          `  hit:  ${fmt(hit.kb)} (${hit.files} files) sha256 ${hit.sha}${hit.sha === miss.sha ? '' : '  DIFFERS'}`,
        );
        if (process.env.TRACE_FILES) console.log(`  ours at a hit: ${hit.ours.join(' ')}`);
      } finally {
        rmSync(cache, { recursive: true, force: true });
      }
    }
  }
}
