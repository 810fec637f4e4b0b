import { AppError, throwIfAborted } from '@sextant/core-engine';
import { type SourceProvider } from '@sextant/core-engine/ports';
import type { GitHubSource } from './source.js';

const split = (repo: string) => {
  const [owner, name, ...rest] = repo.split('/');
  if (!owner || !name || rest.length) {
    throw new AppError('INVALID_INPUT', `"${repo}" is not owner/name.`, {
      hint: 'Write the repository as owner/name, e.g. facebook/react.',
    });
  }
  return { owner, repo: name };
};

/** GitHub behind core-engine's SourceProvider port (noise-free listings, text files, tarballs). */
export function createGitHubSourceProvider(source: GitHubSource): SourceProvider {
  return {
    id: 'github',
    async listFiles(at, opts) {
      throwIfAborted(opts?.signal);
      const s = await source.getRepoStructure({
        ...split(at.repo),
        ref: at.ref,
        path: at.path,
        depth: 1_000,
        perPage: 1_000_000,
      });
      return s.entries.filter((e) => e.type === 'file').map((e) => ({ path: e.path, size: e.size }));
    },
    async readFile(at, opts) {
      throwIfAborted(opts?.signal);
      const f = await source.getFileContent({ ...split(at.repo), ref: at.ref, path: at.path });
      return { path: f.path, content: f.content, sha: f.sha };
    },
    async fetchArchive(at, opts) {
      throwIfAborted(opts?.signal);
      return (await source.getTarball({ ...split(at.repo), ref: at.ref })).bytes;
    },
  };
}
