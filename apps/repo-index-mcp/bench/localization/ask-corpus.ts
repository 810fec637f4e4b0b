// The corpus ask_index questions run against: the snapshot with each asked function's doc comment blanked
// (lines kept), committed on top of it in a sibling work tree. Rebuilt only when the questions change.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AskQuestion } from './ask-questions.js';
import { git } from './git.js';

/** Blanks lines [from, to] (1-based, inclusive) of a text. */
export const blankLines = (text: string, ranges: readonly [number, number][]): string =>
  text
    .split('\n')
    .map((l, i) => (ranges.some(([a, b]) => i + 1 >= a && i + 1 <= b) ? '' : l))
    .join('\n');

/** `<corpus>-ask`: the corpus at its HEAD plus one commit blanking the questions' doc comments. */
export function askCorpus(corpus: string, questions: readonly AskQuestion[]): string {
  const root = `${corpus}-ask`;
  const stamp = JSON.stringify(questions.map((q) => [q.path, q.docLines]));
  const stampFile = join(root, '.git', 'sextant-ask.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return root;
  rmSync(root, { recursive: true, force: true });
  git({ cwd: corpus }, ['worktree', 'list']); // fails early when the corpus is no work tree
  const head = git({ cwd: corpus }, ['rev-parse', 'HEAD']).trim();
  git({ cwd: join(corpus, '..') }, ['init', '-q', root]);
  const alternates = readFileSync(join(corpus, '.git/objects/info/alternates'), 'utf8');
  writeFileSync(join(root, '.git/objects/info/alternates'), alternates);
  git({ cwd: root }, ['-c', 'advice.detachedHead=false', 'checkout', '-q', '--detach', head]);
  const byPath = new Map<string, [number, number][]>();
  for (const q of questions) byPath.set(q.path, [...(byPath.get(q.path) ?? []), q.docLines]);
  for (const [path, ranges] of byPath) {
    const abs = join(root, path);
    writeFileSync(abs, blankLines(readFileSync(abs, 'utf8'), ranges));
  }
  const who = ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', '-c', 'commit.gpgsign=false'];
  git({ cwd: root }, [...who, 'commit', '-qam', 'bench: blank the doc comments of the asked functions']);
  writeFileSync(stampFile, stamp);
  return root;
}
