import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtServer } from './built.js';
import type { Chaos } from './chaos-procs.js';
import { indexKilled, startPoller, startSearchServer, writePoller } from './chaos-procs.js';
import { indexProblems, stagedAfterKill } from './index-invariants.js';
import { generatedFiles, makeRepo } from './fixture-repo.js';

/** What one stress run did and what went wrong (nothing, when the index is sound). */
export interface StressReport {
  kills: number;
  /** Kills that left committed staging batches behind (staged_files not empty). */
  stagingKills: number;
  /** Kills during a commit (its journal written, not cleared yet). */
  commitKills: number;
  completed: number;
  readerKills: number;
  searchServerKills: number;
  verifications: number;
  readerPolls: number;
  searches: number;
  violations: string[];
}

export interface StressOptions {
  base: string;
  /** Generated source files of the repository (12 chunks each). */
  files: number;
  /** Fresh data directories (each: a full index killed `kills` times, then an incremental one likewise). */
  epochs: number;
  kills: number;
  seed: number;
  log?: (line: string) => void;
}

// A small seeded generator: the same seed kills at the same points of progress.
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * SIGKILLs the real server at random points of full and incremental runs (staging, promotion, state
 * write) while a second server searches and raw readers poll the same database, killing those at random
 * too; after each series, a run that finishes must leave a sound file (integrity_check), the chunks the
 * state lists, nothing moved aside, and the answers of an uninterrupted run.
 */
export async function runStress(o: StressOptions): Promise<StressReport> {
  const log = o.log ?? (() => undefined);
  const random = rng(o.seed);
  const report: StressReport = {
    kills: 0,
    stagingKills: 0,
    commitKills: 0,
    completed: 0,
    readerKills: 0,
    searchServerKills: 0,
    verifications: 0,
    readerPolls: 0,
    searches: 0,
    violations: [],
  };
  const violation = (s: string) => (report.violations.push(s), log(`VIOLATION ${s}`));
  const repo = makeRepo(generatedFiles(o.files), o.base);
  const envFor = (data: string): NodeJS.ProcessEnv => ({
    ...process.env,
    SEXTANT_DATA_DIR: join(o.base, data),
    SEXTANT_ROOTS: o.base,
    OUTPUT_FORMAT: 'json',
    WATCH_MAX: '0',
  });
  const cli = (data: string, ...args: string[]) =>
    JSON.parse(execFileSync(process.execPath, [builtServer(), ...args], { env: envFor(data), encoding: 'utf8' }));
  const queries = ['handler12x5', 'helper3 input string', 'renamed9x2'];
  const answers = (data: string) =>
    queries.map((q) => JSON.stringify(cli(data, 'search', repo.root, q, '--k', '10').results));

  // Two versions of the tree (v2 rewrites every third file): the reference answers of each, uninterrupted.
  // A killed server's git child may still hold the repository's index lock for a moment.
  const checkout = (rev: string) => {
    for (let i = 0; ; i++) {
      try {
        return void repo.git('checkout', '-q', rev);
      } catch (e) {
        if (i > 100 || !String((e as { stderr?: string }).stderr).includes('index.lock')) throw e;
        execFileSync('sleep', ['0.1']);
      }
    }
  };
  const v1 = repo.git('rev-parse', 'HEAD').trim();
  for (let i = 0; i < o.files; i += 3)
    repo.write(
      `src/mod${i}/file${i}.ts`,
      `export function renamed${i}x2(input: string): string {\n  return input;\n}\n`,
    );
  repo.git('commit', '-q', '-am', 'v2');
  const v2 = repo.git('rev-parse', 'HEAD').trim();
  let indexId = '';
  const reference = new Map<string, { chunks: number; answers: string[]; ms: number }>();
  for (const rev of [v1, v2]) {
    checkout(rev);
    const t = Date.now();
    const r = cli(`ref-${rev}`, 'index', repo.root);
    indexId = r.index_id;
    reference.set(rev, { chunks: r.stats.chunks, answers: answers(`ref-${rev}`), ms: Date.now() - t });
  }
  const poller = writePoller(o.base);

  for (let epoch = 0; epoch < o.epochs; epoch++) {
    const data = `stress-${epoch}`;
    const dir = join(o.base, data, 'repo-index', indexId);
    const db = join(dir, 'index.db');
    // Each epoch starts from an empty data directory (a full run); a run that finishes switches the tree
    // to the other version, so the next run has work again (an incremental one).
    let rev = v1;
    checkout(rev);
    const chaos = startChaos(data, db);
    let kills = 0;
    // Kill points within the last finished run's length and staging batches (a full run's, then incremental ones).
    let last = { ms: reference.get(v1)!.ms, batches: 6 };
    // A run that finishes, with the readers and the search server still going, then the checks.
    const settle = async () => {
      const done = await indexKilled(envFor(data), repo.root, undefined);
      if (done.code !== 0) violation(`epoch ${epoch} finishing run: exit ${done.code}: ${done.stderr.slice(0, 400)}`);
      else checkRun(done.stdout, `epoch ${epoch} finishing run`, reference.get(rev)!.chunks);
      for (const v of indexProblems(db, dir)) violation(`epoch ${epoch} after ${kills} kills: ${v}`);
      const got = answers(data);
      if (got.join('\n') !== reference.get(rev)!.answers.join('\n'))
        violation(`epoch ${epoch} after ${kills} kills: answers differ from an uninterrupted run`);
      report.verifications++;
      rev = rev === v1 ? v2 : v1;
      checkout(rev);
    };
    for (let run = 0; kills < o.kills && run < o.kills * 3; run++) {
      // Half the kills at a random time of the run, half after a committed staging batch (up to the commit).
      const at =
        random() < 0.5
          ? { batches: 0, afterMs: random() * last.ms }
          : { batches: 1 + Math.floor(random() * last.batches), afterMs: random() * 600 };
      const r = await indexKilled(envFor(data), repo.root, at);
      const what = `epoch ${epoch} run ${run} (${rev.slice(0, 7)}, kill at ${JSON.stringify(at)})`;
      log(`${what}: ${r.killed ? 'killed' : `exit ${r.code}`}`);
      if (r.killed) {
        kills++;
        if (existsSync(join(dir, 'journal.json'))) report.commitKills++;
        if (stagedAfterKill(db)) report.stagingKills++;
      } else if (r.code !== 0) violation(`${what}: exit ${r.code}: ${r.stderr.slice(0, 400)}`);
      else {
        report.completed++;
        last = { ms: r.ms, batches: Math.max(1, r.batches) };
        checkRun(r.stdout, what, reference.get(rev)!.chunks);
        rev = rev === v1 ? v2 : v1;
        checkout(rev);
      }
      const damaged = existsSync(dir) ? readdirSync(dir).filter((f) => f.includes('.damaged-')) : [];
      if (damaged.length) violation(`${what}: moved aside ${damaged}`);
      if (r.killed && kills % 4 === 0) await settle();
    }
    if (kills % 4 !== 0) await settle();
    report.kills += kills;
    await chaos.stop();
  }
  return report;

  /** Two raw readers (long-lived and short-lived connections) and a search server, killed and restarted at random. */
  function startChaos(data: string, db: string) {
    const procs: Chaos[] = [];
    const collect = (c: Chaos | undefined, i: number) => {
      if (!c) return;
      for (const p of c.problems) violation(p);
      report[i < 2 ? 'readerPolls' : 'searches'] += c.ok();
    };
    const start = (i: number) =>
      (procs[i] =
        i < 2
          ? startPoller(poller, db, i === 0 ? 'long' : 'short')
          : startSearchServer(envFor(data), indexId, queries));
    [0, 1, 2].forEach(start);
    let on = true;
    const loop = (async () => {
      while (on) {
        await new Promise((r) => setTimeout(r, 200 + random() * 1500));
        if (!on) break;
        const i = Math.floor(random() * 3);
        await procs[i]!.kill();
        collect(procs[i], i);
        report[i < 2 ? 'readerKills' : 'searchServerKills']++;
        start(i);
      }
    })();
    return {
      async stop() {
        on = false;
        await loop;
        for (const [i, c] of procs.entries()) {
          await c.kill();
          collect(c, i);
        }
      },
    };
  }

  function checkRun(stdout: string, what: string, chunks?: number) {
    const out = JSON.parse(stdout) as { stats: { chunks: number; repair?: unknown } };
    if (out.stats.repair) violation(`${what}: repaired ${JSON.stringify(out.stats.repair)}`);
    if (chunks !== undefined && out.stats.chunks !== chunks)
      violation(`${what}: ${out.stats.chunks} chunks, uninterrupted ${chunks}`);
  }
}
