// The disclosure bench's corpus: compiling Compact contracts from public repositories, read at pinned commits from
// the bare mirrors the `fetch` research tool leaves under `.mirror` (a parent of this checkout). Only the manifest
// (repository, commit, paths, split) is committed, never the contracts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runGit } from '../../core-engine/src/guarded-io.js';
import { readCompactImports } from '../src/compact/analysis/imports.js';

export interface CorpusContract {
  /** `owner/name:path`. */
  id: string;
  path: string;
  source: string;
  /** The files it imports or includes, transitively, by path in the repository (as the compiler reads them). */
  imports: Map<string, string>;
  split: 'dev' | 'test';
}

interface Manifest {
  sources: { repo: string; commit: string; files: { path: string; split: 'dev' | 'test' }[] }[];
}

function findMirrors(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir))
    if (existsSync(join(dir, '.mirror'))) return join(dir, '.mirror');
  return undefined;
}

/** Reads every manifest file present in the mirrors; `missing` names the repositories not fetched. */
export async function loadCorpus(): Promise<{ contracts: CorpusContract[]; missing: string[] }> {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('./compact-disclosure-corpus.json', import.meta.url)), 'utf8'),
  ) as Manifest;
  const mirrors = findMirrors();
  const contracts: CorpusContract[] = [];
  const missing: string[] = [];
  for (const { repo, commit, files } of manifest.sources) {
    const gitDir = mirrors && join(mirrors, repo.replace('/', '+'), 'repo');
    if (!gitDir || !existsSync(gitDir)) {
      missing.push(repo);
      continue;
    }
    const show = cached((path) => runGit(gitDir, ['show', `${commit}:${path}`]).catch(() => undefined));
    for (const { path, split } of files) {
      const source = (await show(path)) ?? '';
      contracts.push({
        id: `${repo}:${path}`,
        path,
        source,
        split,
        imports: await readCompactImports(path, source, show),
      });
    }
  }
  return { contracts, missing };
}

type Show = (path: string) => Promise<string | undefined>;

function cached(show: Show): Show {
  const seen = new Map<string, Promise<string | undefined>>();
  return (path) => {
    let hit = seen.get(path);
    if (!hit) seen.set(path, (hit = show(path)));
    return hit;
  };
}
