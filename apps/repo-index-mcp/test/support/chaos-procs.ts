import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { builtServer } from './built.js';

/** A process the stress run starts, watches and kills: what it reported, and how to kill it. */
export interface Chaos {
  readonly child: ChildProcess;
  /** Problems it reported (damage-like errors), as lines. */
  readonly problems: string[];
  /** Calls or polls that succeeded. */
  readonly ok: () => number;
  kill(): Promise<void>;
}

// Children still running when the stress run's process exits (a failed assertion, a crash) are killed with it.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});
const track = (child: ChildProcess) => {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
};

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

// libsql as @libsql/client (vector-search's dependency) loads it: the raw reader uses the same native SQLite.
export function libsqlEntry(): string {
  const fromVs = createRequire(new URL('../../../../packages/vector-search/package.json', import.meta.url));
  return createRequire(fromVs.resolve('@libsql/client')).resolve('libsql');
}

/**
 * A raw SQLite reader (no Sextant code) polling `staged_files` and `chunks` of an index database, as a
 * user's tool would: one long-lived connection, or a new connection per poll (`short`). It never creates
 * the file. Errors other than "not there yet" and "busy" are printed as JSON lines.
 */
const POLLER = (libsql: string) => `
import Database from ${JSON.stringify(libsql)};
import { existsSync, statSync } from 'node:fs';
const [path, mode] = process.argv.slice(2);
let db;
let ok = 0;
const benign = /no such table|SQLITE_BUSY|database is locked|SQLITE_CANTOPEN|unable to open/i;
for (;;) {
  try {
    if (!db) {
      if (!existsSync(path) || statSync(path).size === 0) { await new Promise((r) => setTimeout(r, 20)); continue; }
      db = new Database(path);
    }
    db.prepare('SELECT count(*) AS n FROM staged_files').get();
    db.prepare('SELECT count(*) AS n FROM chunks').get();
    ok++;
    if (ok % 50 === 0) process.stdout.write(JSON.stringify({ ok }) + '\\n');
  } catch (e) {
    if (!benign.test(String(e?.code) + ' ' + e?.message)) process.stdout.write(JSON.stringify({ error: String(e?.code) + ' ' + e?.message }) + '\\n');
  }
  if (mode === 'short' && db) { try { db.close(); } catch {} db = undefined; }
  await new Promise((r) => setTimeout(r, mode === 'short' ? 3 : 8));
}
`;

/** Writes the poller script into `dir` and returns its path. */
export function writePoller(dir: string): string {
  const path = join(dir, 'poller.mjs');
  writeFileSync(path, POLLER(libsqlEntry()));
  return path;
}

/** Starts a raw reader polling `db` (see POLLER). */
export function startPoller(script: string, db: string, mode: 'long' | 'short'): Chaos {
  const child = track(spawn(process.execPath, [script, db, mode], { stdio: ['ignore', 'pipe', 'pipe'] }));
  const problems: string[] = [];
  let ok = 0;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const m = JSON.parse(line) as { ok?: number; error?: string };
    if (m.error) problems.push(`raw ${mode} reader: ${m.error}`);
    else ok = m.ok ?? ok;
  });
  child.stderr!.on('data', (d: Buffer) => problems.push(`raw ${mode} reader stderr: ${d.toString().slice(0, 300)}`));
  return { child, problems, ok: () => ok, kill: () => killed(child) };
}

/** Answers of a search server that are fine while another process indexes (not indexed yet, or busy). */
const BENIGN_CODES = /NOT_INDEXED|NOT_FOUND|BUSY/;

/**
 * A second real server (MCP over stdio, spoken here line by line) on the same data directory, searching
 * `indexId` back to back. An error answer other than "not indexed yet" is a problem.
 */
export function startSearchServer(env: NodeJS.ProcessEnv, indexId: string, queries: readonly string[]): Chaos {
  const child = track(spawn(process.execPath, [builtServer()], { env, stdio: ['pipe', 'pipe', 'pipe'] }));
  const problems: string[] = [];
  let ok = 0;
  let nextId = 1;
  const send = (method: string, params: object, id?: number) =>
    child.stdin!.write(`${JSON.stringify({ jsonrpc: '2.0', method, params, ...(id ? { id } : {}) })}\n`);
  const search = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const query = queries[nextId % queries.length]!;
    send('tools/call', { name: 'search_repo', arguments: { index_id: indexId, query, k: 5 } }, ++nextId);
  };
  child.stdin!.on('error', () => undefined);
  child.stderr!.on('data', (d: Buffer) => {
    const text = d.toString();
    if (/SQLITE_CORRUPT|malformed|not a database|INDEX_CORRUPT|INDEX_REBUILT/i.test(text))
      problems.push(`search server stderr: ${text.slice(0, 400)}`);
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const m = JSON.parse(line) as { id?: number; result?: { isError?: boolean; content?: { text?: string }[] } };
    if (m.id === 1) {
      send('notifications/initialized', {});
      return search();
    }
    if (m.result?.isError) {
      const text = m.result.content?.map((c) => c.text).join(' ') ?? '';
      if (!BENIGN_CODES.test(text)) problems.push(`search server answered: ${text.slice(0, 400)}`);
    } else if (m.result) ok++;
    setTimeout(search, 5);
  });
  send(
    'initialize',
    { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'stress', version: '0' } },
    1,
  );
  return { child, problems, ok: () => ok, kill: () => killed(child) };
}

/**
 * Runs `index ROOT` (the real server's CLI, debug log on stderr) and kills it with SIGKILL `afterMs` after
 * its `batches`-th committed staging batch (0: after start), unless it finished. Resolves with how it ended.
 */
export function indexKilled(
  env: NodeJS.ProcessEnv,
  root: string,
  at: { batches: number; afterMs: number } | undefined,
): Promise<{ killed: boolean; code: number | null; stdout: string; stderr: string; batches: number; ms: number }> {
  const t0 = Date.now();
  const child = track(
    spawn(process.execPath, [builtServer(), 'index', root], {
      env: { ...env, LOG_LEVEL: 'debug' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  let stderr = '';
  let batches = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => (timer ??= setTimeout(() => child.kill('SIGKILL'), at!.afterMs));
  if (at && at.batches === 0) arm();
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!line.includes('staging batch committed')) {
      if (!line.includes('"level":"debug"')) stderr += `${line}\n`;
      return;
    }
    batches++;
    if (at && at.batches > 0 && batches >= at.batches) arm();
  });
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ killed: signal === 'SIGKILL', code, stdout, stderr, batches, ms: Date.now() - t0 });
    }),
  );
}
