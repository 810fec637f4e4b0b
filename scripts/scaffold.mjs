#!/usr/bin/env node
// Creates the standard files of a workspace package or app: `node scripts/scaffold.mjs packages/foo "Description"`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const [dir, description = ''] = process.argv.slice(2);
if (!dir) throw new Error('usage: scaffold.mjs packages/<name>|apps/<name> "description"');
const name = basename(dir);
const isApp = dir.startsWith('apps/');
const pkgName = `@sextant/${name}`;
mkdirSync(join(dir, 'src'), { recursive: true });
const write = (file, text) => {
  if (!existsSync(join(dir, file))) writeFileSync(join(dir, file), text);
};
const pkg = {
  name: pkgName,
  version: '0.1.0',
  description,
  type: 'module',
  license: 'MIT',
  ...(isApp ? { bin: { [name]: './dist/main.js' } } : {}),
  exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './package.json': './package.json' },
  main: './dist/index.js',
  types: './dist/index.d.ts',
  files: ['dist', 'README.md', 'LICENSE'],
  engines: { node: '^20.19.0 || ^24.0.0 || ^26.0.0' },
  scripts: {
    build: 'tsup',
    typecheck: 'tsc --noEmit',
    lint: 'eslint src',
    test: `vitest run --config ../../vitest.config.ts --project ${name}`,
  },
  dependencies: {},
  devDependencies: {},
};
write('package.json', JSON.stringify(pkg, null, 2) + '\n');
write(
  'tsconfig.json',
  JSON.stringify(
    { extends: '../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['src', 'test', 'bench'] },
    null,
    2,
  ) + '\n',
);
write(
  'tsup.config.ts',
  `import { packageBuild } from '../../tsup.base';\n\nexport default packageBuild([${isApp ? "'src/main.ts', " : ''}'src/index.ts']);\n`,
);
write('src/index.ts', `// Public API of ${pkgName}.\nexport {};\n`);
write('README.md', `# ${pkgName}\n\n${description}\n`);
console.log(`scaffolded ${dir}`);
