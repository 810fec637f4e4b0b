// The disclosure bench's corpus: compiling Compact contracts from public repositories, read at pinned commits from
// the bare mirrors the `fetch` research tool leaves under `.mirror` (a parent of this checkout). Only the manifest
// (repository, commit, paths, split) is committed, never the contracts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runGit } from '../../core-engine/src/guarded-io.js';

export interface CorpusContract {
  /** `owner/name:path`. */
  id: string;
  source: string;
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
    for (const { path, split } of files) {
      const source = await runGit(gitDir, ['show', `${commit}:${path}`]);
      contracts.push({ id: `${repo}:${path}`, source, split });
    }
  }
  return { contracts, missing };
}
