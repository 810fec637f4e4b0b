import { link, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { git } from '../git/git.js';
import { writeAtomic } from '../state/state-store.js';
import { extendFileHistory } from './extend-history.js';
import type { FileHistory, HistoryOptions } from './file-history.js';
import { historyOptionsKey } from './file-history.js';

// Histories kept, newest first by write time: the other indexes of a data folder are mostly one repository's
// work trees and revisions, a few heads at a time.
const KEEP = 8;
// Ancestors tried, newest first: each try is one `git merge-base` (a commit of another repository fails fast).
const TRIES = 4;
const NAME = /^([0-9a-f]{40}|[0-9a-f]{64})\.json$/;

const isHistory = (x: unknown): x is FileHistory =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as FileHistory).head === 'string' &&
  Array.isArray((x as FileHistory).subjects) &&
  typeof (x as FileHistory).files === 'object';

/** A history file's content, or undefined when it is missing or unreadable. */
export async function readHistoryFile(path: string): Promise<FileHistory | undefined> {
  try {
    const x: unknown = JSON.parse(await readFile(path, 'utf8'));
    return isHistory(x) ? x : undefined;
  } catch {
    return undefined; // none yet, or unreadable: read it from git again
  }
}

const isAncestor = (root: string, older: string, newer: string) =>
  git(root, ['merge-base', '--is-ancestor', older, newer]).then(
    () => true,
    () => false, // not an ancestor, or a commit of another repository
  );

/**
 * The history of `head` from the histories other indexes of the same data folder kept in `folder` (one file per
 * head commit, `<id>.json`): a history is a function of its head commit and options alone, so another work tree,
 * revision or clone of the repository that read it saves this index the whole `git log`. The one of `head`
 * itself as it is; else one of an ancestor extended by the commits after it (`extendFileHistory`, exact);
 * undefined when none fits.
 */
export async function findSharedHistory(
  folder: string,
  root: string,
  head: string,
  opts: HistoryOptions,
): Promise<FileHistory | undefined> {
  const start = performance.now();
  const key = historyOptionsKey(opts);
  const same = await readHistoryFile(join(folder, `${head}.json`));
  if (same?.head === head && same.options === key) return { ...same, ms: Math.round(performance.now() - start) };
  for (const id of (await keptHeads(folder)).slice(0, TRIES)) {
    if (id === head || !(await isAncestor(root, id, head))) continue;
    const old = await readHistoryFile(join(folder, `${id}.json`));
    const h = old?.head === id && old.options === key ? await extendFileHistory(root, old, head, opts) : undefined;
    if (h) return h;
  }
  return undefined;
}

/**
 * Keeps the history of `head` written at `file` for the other indexes of the data folder: a hard link (no
 * second write; `file` is only ever replaced, never written in place), else a copy of `text`. The oldest
 * beyond eight go.
 */
export async function shareHistory(folder: string, head: string, file: string, text: string): Promise<void> {
  const path = join(folder, `${head}.json`);
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await mkdir(folder, { recursive: true });
  await link(file, tmp).then(
    () => rename(tmp, path),
    () => writeAtomic(path, text), // another file system, or links not allowed
  );
  const stale = (await keptHeads(folder)).slice(KEEP);
  await Promise.all(stale.map((id) => rm(join(folder, `${id}.json`), { force: true })));
}

// The heads kept in `folder`, the most recently written first.
async function keptHeads(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const kept = await Promise.all(
    names.map(async (n) => {
      const id = NAME.exec(n)?.[1];
      const s = id ? await stat(join(folder, n)).catch(() => undefined) : undefined;
      return s && id ? { id, at: s.mtimeMs } : undefined;
    }),
  );
  return kept
    .filter((k) => k !== undefined)
    .sort((a, b) => b.at - a.at)
    .map((k) => k.id);
}
