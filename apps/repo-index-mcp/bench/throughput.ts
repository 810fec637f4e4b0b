// Index throughput on a large real repository assembled from npm package sources, next to the time
// `git ls-files` plus reading every file takes in the same run; then an incremental one-file re-index.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitAll, mb, openIndex } from './support.js';

const TARGET_BYTES = Number(process.env.BENCH_MB ?? 60) * 1e6;
const pnpmDir = fileURLToPath(new URL('../../../node_modules/.pnpm/', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'ri-npm-repo-'));
const TEXT = /\.(js|mjs|cjs|ts|mts|cts|tsx|json|md|py|go|rs|java|sol)$/;

// Copy package trees (largest first) until the target size; build-output folder names are renamed so
// the vendored/generated filters do not drop them: this benchmark is about indexing speed.
const pkgs = readdirSync(pnpmDir).flatMap((d) => {
  const nm = join(pnpmDir, d, 'node_modules');
  try {
    return readdirSync(nm).flatMap((n) =>
      n.startsWith('@') ? readdirSync(join(nm, n)).map((s) => join(nm, n, s)) : [join(nm, n)],
    );
  } catch {
    return [];
  }
});
const walk = (dir: string, out: string[] = []) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.isSymbolicLink()) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (TEXT.test(e.name) && !e.name.endsWith('.min.js') && !e.name.endsWith('.map')) out.push(p);
  }
  return out;
};
const seen = new Set<string>();
let total = 0;
for (const pkg of pkgs.sort()) {
  if (total >= TARGET_BYTES) break;
  const name = relative(pnpmDir, pkg).split('/node_modules/')[1]!;
  if (seen.has(name)) continue;
  seen.add(name);
  for (const f of walk(pkg)) {
    const size = statSync(f).size;
    if (size > 1_000_000) continue;
    const rel = relative(pkg, f).replace(/(^|\/)(dist|build|out|lib)\//g, '$1src_$2/');
    const dest = join(root, 'pkgs', name, rel);
    mkdirSync(dirname(dest), { recursive: true });
    copyFileSync(f, dest);
    total += size;
  }
}
commitAll(root);

let t = performance.now();
const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\0')
  .filter(Boolean);
let readBytes = 0;
for (const f of listed) readBytes += readFileSync(join(root, f)).length;
const baselineMs = performance.now() - t;

const { index, store, dir, pool } = await openIndex();
t = performance.now();
const stats = await index.run({ root });
const indexMs = performance.now() - t;
const maxRssMb = process.resourceUsage().maxRSS / 1024;

const one = listed.find((f) => f.endsWith('.ts')) ?? listed[0]!;
writeFileSync(join(root, one), `${readFileSync(join(root, one), 'utf8')}\nexport const benchTouched = 1;\n`);
t = performance.now();
const inc = await index.run({ root });
const incMs = performance.now() - t;

console.log(`throughput: ${listed.length} files, ${mb(readBytes).toFixed(1)} MB from ${seen.size} npm packages`);
console.log(
  `  git ls-files + read every file: ${baselineMs.toFixed(0)} ms (${(mb(readBytes) / (baselineMs / 1000)).toFixed(1)} MB/s)`,
);
console.log(
  `  full index: ${indexMs.toFixed(0)} ms = ${(mb(stats.bytes_read) / (indexMs / 1000)).toFixed(1)} MB/s; ${stats.chunks} chunks, ${stats.skipped} skipped; ratio to baseline ${(indexMs / baselineMs).toFixed(1)}x`,
);
console.log(
  `  stages: ${Object.entries(stats.timings_ms)
    .map(([k, v]) => `${k} ${v} ms`)
    .join(', ')}`,
);
console.log(`  peak RSS: ${maxRssMb.toFixed(0)} MB`);
console.log(
  `  incremental (1 file changed of ${stats.files}): ${incMs.toFixed(0)} ms (${inc.changed} re-processed; ${Object.entries(
    inc.timings_ms,
  )
    .map(([k, v]) => `${k} ${v} ms`)
    .join(', ')})`,
);
console.log(
  `  load average: ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
);
await store.dispose?.();
await pool?.dispose();
rmSync(dir, { recursive: true, force: true });
rmSync(root, { recursive: true, force: true });
