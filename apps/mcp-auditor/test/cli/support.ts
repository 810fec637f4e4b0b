import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, runCli } from '@sextant/mcp-shell';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import type { AnyTool } from '@sextant/mcp-shell';
import { entrypoints } from '../../src/tools/entrypoints.js';

const fixture = fileURLToPath(new URL('../fixtures/sarif-foundry', import.meta.url));

/**
 * A git repository in a temp dir whose `contracts/` folder is the Foundry fixture (foundry.toml, src/, lib/ with
 * remappings, test/): SARIF URIs must come out relative to the repository, not to the analysed folder.
 */
export function foundryRepo(): { repo: string; root: string } {
  const repo = mkdtempSync(join(tmpdir(), 'auditor-sarif-'));
  execFileSync('git', ['init', '-q', repo]);
  const root = join(repo, 'contracts');
  cpSync(fixture, root, { recursive: true });
  return { repo, root };
}

/** Runs `mcp-auditor entrypoints <words>` (or another tool) through the shell's CLI path with the real deps; returns what it printed. */
export async function entrypointsCli(root: string, words: string[], tool: AnyTool = entrypoints) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli({
    tool,
    words,
    deps: createDeps(loadConfig({})),
    log: createLogger({ name: 'mcp-auditor', level: 'silent' }),
    format: 'toon',
    roots: [root],
    app: { name: 'mcp-auditor', version: '0.1.0' },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
