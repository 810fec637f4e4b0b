import { makeRepo as makeGitRepo } from '../../../../packages/core-engine/test/indexing/support/git-repo.js';

/** The project's own fixture: a small TypeScript + Python repository committed to a temp git repo. */
export const fixtureFiles: Record<string, string> = {
  'src/config.ts': [
    "import { readFileSync } from 'node:fs';",
    '',
    '/** Loads and validates the configuration file. */',
    'export function loadConfig(path: string): Config {',
    "  return parseConfig(readFileSync(path, 'utf8'));",
    '}',
    '',
    'export interface Config {',
    '  port: number;',
    '}',
    '',
    'export function parseConfig(text: string): Config {',
    '  const raw = JSON.parse(text) as Config;',
    "  if (!raw.port) throw new Error('port is required');",
    '  return raw;',
    '}',
    '',
  ].join('\n'),
  'src/server.ts': [
    "import { loadConfig } from './config.js';",
    '',
    'export class HttpServer {',
    '  start(configPath: string) {',
    '    const config = loadConfig(configPath);',
    '    return listenOn(config.port);',
    '  }',
    '}',
    '',
    'function listenOn(port: number) {',
    '  return { port };',
    '}',
    '',
  ].join('\n'),
  'tools/checksum.py': [
    'import hashlib',
    '',
    'def file_checksum(path):',
    '    """Return the sha256 checksum of a file."""',
    "    with open(path, 'rb') as f:",
    '        return hashlib.sha256(f.read()).hexdigest()',
    '',
  ].join('\n'),
  'README.md': '# Demo service\n\nStarts an HTTP server from a JSON configuration file.\n',
};

/** A temp git repository holding `files` (the fixture by default), under `base` when given. */
export const makeRepo = (files: Record<string, string> = fixtureFiles, base?: string) => makeGitRepo(files, base);

/** Many generated TypeScript files, for runs long enough to cancel or kill. */
export function generatedFiles(n: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const body = Array.from(
      { length: 12 },
      (_, j) =>
        `export function handler${i}x${j}(input: string): string {\n  return helper${(i + j) % n}(input) + '${'x'.repeat(40)}';\n}\n`,
    ).join('\n');
    files[`src/mod${i}/file${i}.ts`] = `import { helper${i} } from '../util.js';\n\n${body}`;
  }
  return files;
}
