// Unused-export check, run by `pnpm lint` (knip.dev). An export nothing imports is deleted, or made local.
// Entry files, whose exports count as used: each workspace's package.json `exports`, `main` and `bin` mapped from
// dist/ to src/ (so a new subpath is an entry without touching this file), its tests, benches and scripts.
// Only exports are checked here; unused files and dependencies are out of scope.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { KnipConfig } from 'knip';

type Manifest = { exports?: Record<string, string | { import?: string }>; main?: string; bin?: Record<string, string> };

/** The sources tsup builds a workspace's published files from: ./dist/x.js <- src/x.ts. */
function publishedSources(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as Manifest;
  const targets = [
    ...Object.values(pkg.exports ?? {}).map((t) => (typeof t === 'string' ? t : t.import)),
    pkg.main,
    ...Object.values(pkg.bin ?? {}),
  ];
  const dist = /^\.\/dist\/(.+)\.js$/;
  return [...new Set(targets.flatMap((t) => (t && dist.test(t) ? [t.replace(dist, 'src/$1.ts')] : [])))];
}

/** Other entry files, each with the path that must exist for it to apply (knip hints at patterns matching nothing). */
const OTHER_ENTRIES = [
  ['test', 'test/**/*.test.ts'],
  ['bench', 'bench/*.{ts,mjs}'],
  // Scripts inside bench folders, run by hand (their headers say how).
  ['bench/injection/corpus/build.ts', 'bench/injection/corpus/build.ts'],
  ['bench/injection/language.ts', 'bench/injection/language.ts'],
  ['bench/injection/template/generate.ts', 'bench/injection/template/generate.ts'],
  ['bench/localization/build-set.ts', 'bench/localization/build-set.ts'],
  ['scripts', 'scripts/*.ts'],
  ['example', 'example/*.ts'],
  ['tour.mjs', 'tour.mjs'],
] as const;

const workspaces = ['packages', 'apps'].flatMap((group) =>
  readdirSync(group, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${group}/${d.name}`),
);

export default {
  include: ['exports', 'types', 'nsExports', 'nsTypes', 'duplicates'],
  workspaces: {
    '.': { entry: ['scripts/*.mjs', 'test/**/*.test.ts'] },
    ...Object.fromEntries(
      workspaces.map((dir) => [
        dir,
        {
          entry: [
            ...publishedSources(dir),
            ...OTHER_ENTRIES.filter(([base]) => existsSync(`${dir}/${base}`)).map(([, glob]) => glob),
          ],
        },
      ]),
    ),
  },
} satisfies KnipConfig;
