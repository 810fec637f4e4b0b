import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every workspace package and app with a test/ folder is one vitest project. */
const projects = ['packages', 'apps'].flatMap((group) =>
  existsSync(`${root}${group}`)
    ? readdirSync(`${root}${group}`, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(`${root}${group}/${d.name}/test`))
        .map((d) => ({
          extends: true as const,
          test: { name: d.name, root: `${root}${group}/${d.name}`, include: ['test/**/*.test.ts'] },
        }))
    : [],
);
// Repository-level tests (packing and installing the tarballs, README commands) live in the root test/ folder.
projects.push({ extends: true as const, test: { name: 'repo', root, include: ['test/**/*.test.ts'] } });

export default defineConfig({
  resolve: {
    // Tests run against sources: `@sextant/x` and `@sextant/x/sub` resolve to packages/x/src (trpc's trick).
    alias: [
      { find: /^@sextant\/([\w-]+)$/, replacement: `${root}packages/$1/src/index.ts` },
      { find: /^@sextant\/([\w-]+)\/([\w-]+)$/, replacement: `${root}packages/$1/src/$2.ts` },
    ],
  },
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
