// Picks a repository's snapshot and its query commits from a mirror's history: the snapshot is a first-parent
// commit with enough qualifying commits after it; the queries are the oldest of those (least drift).
import { changedLines, commitChanges, git, treeFiles } from './git.js';
import { qualify } from './qualify.js';

export interface RepoChoice {
  repo: string;
  language: string;
  /** Where its tests live: beside the code, apart (a tests/ tree), or both. */
  tests: 'beside' | 'apart' | 'both';
  split: 'dev' | 'test';
}

/** The repositories of the set. Whole repositories are held out: test repositories never tune anything. */
export const REPOS: readonly RepoChoice[] = [
  { repo: 'vuejs/core', language: 'TypeScript', tests: 'beside', split: 'dev' },
  { repo: 'eslint/eslint', language: 'JavaScript', tests: 'apart', split: 'dev' },
  { repo: 'pallets/flask', language: 'Python', tests: 'apart', split: 'dev' },
  { repo: 'cli/cli', language: 'Go', tests: 'beside', split: 'dev' },
  { repo: 'clap-rs/clap', language: 'Rust', tests: 'both', split: 'dev' },
  { repo: 'vitejs/vite', language: 'TypeScript', tests: 'both', split: 'test' },
  { repo: 'axios/axios', language: 'JavaScript', tests: 'apart', split: 'test' },
  { repo: 'encode/httpx', language: 'Python', tests: 'apart', split: 'test' },
  { repo: 'gin-gonic/gin', language: 'Go', tests: 'beside', split: 'test' },
  { repo: 'BurntSushi/ripgrep', language: 'Rust', tests: 'both', split: 'test' },
];

export interface Selection {
  snapshot: string;
  head: string;
  commits: string[];
  /** Qualifying commits after the snapshot before the cap, and the dates the queries span. */
  available: number;
  span: [string, string];
}

const day = (t: number) => new Date(t * 1000).toISOString().slice(0, 10);

/** Chooses the snapshot and up to `target` query commits of one mirror. */
export function selectRepo(gitDir: string, target: number): Selection {
  const head = git({ gitDir }, ['rev-parse', 'HEAD']).trim();
  const candidates = commitChanges(gitDir, [head]).filter((c) => qualify(c).ok);
  candidates.sort((a, b) => b.date - a.date);
  const mainline = git({ gitDir }, ['log', '--first-parent', '--format=%H %ct', head])
    .trim()
    .split('\n')
    .map((l) => l.split(' '))
    .map(([id, t]) => ({ id: id!, date: Number(t) }));
  let best: Selection | undefined;
  for (const factor of [1.3, 1.6, 2, 2.5, 3, 4]) {
    const pivot = candidates[Math.min(candidates.length - 1, Math.ceil(target * factor) - 1)];
    const snap = pivot && mainline.find((m) => m.date < pivot.date);
    if (!snap) break;
    const after = new Set(
      git({ gitDir }, ['rev-list', `${snap.id}..${head}`])
        .trim()
        .split('\n'),
    );
    const tree = treeFiles(gitDir, snap.id);
    const seen = new Set<string>();
    const picked = candidates
      .filter((c) => after.has(c.id))
      .sort((a, b) => a.date - b.date)
      .filter((c) => {
        const q = qualify(c, tree, (x, paths) => changedLines(gitDir, x.id, paths));
        if (!q.ok || seen.has(q.query.toLowerCase())) return false;
        seen.add(q.query.toLowerCase());
        return true;
      });
    const commits = picked.slice(0, target);
    best = {
      snapshot: snap.id,
      head,
      commits: commits.map((c) => c.id.slice(0, 12)),
      available: picked.length,
      span: [day(commits[0]?.date ?? 0), day(commits.at(-1)?.date ?? 0)],
    };
    if (commits.length >= target) break;
  }
  if (!best) throw new Error(`no snapshot found in ${gitDir}`);
  return best;
}
