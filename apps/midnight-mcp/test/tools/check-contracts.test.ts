import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import type { AnyTool } from '@sextant/mcp-shell';
import { runCli } from '@sextant/mcp-shell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sarifValidator } from '../../../../packages/toon-output/test/support/sarif-schema.js';
import { deepCompact } from '../../../../packages/language-adapters/test/budget/support.js';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { analyzeContract } from '../../src/tools/analyze-contract.js';
import { checkContracts } from '../../src/tools/check-contracts.js';
import { connectApp, fixtureRoot, tempDataDir } from '../support/connect.js';

const validate = sarifValidator();

/** A git repository whose `contracts/` holds the fixture contracts and two hostile ones. */
function contractsRepo(): string {
  const repo = mkdtempSync(join(tmpdir(), 'midnight-sarif-'));
  execFileSync('git', ['init', '-q', repo]);
  const root = join(repo, 'contracts');
  cpSync(fixtureRoot, root, { recursive: true });
  writeFileSync(join(root, 'deep-parens.compact'), deepCompact.parens);
  writeFileSync(join(root, 'deep-ifs.compact'), deepCompact.ifs);
  return root;
}

async function cli(tool: AnyTool, root: string, words: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli({
    tool,
    words,
    deps: createDeps(loadConfig({ MIDNIGHT_DATA_DIR: tempDataDir() }), silentLogger),
    log: silentLogger,
    format: 'json',
    roots: [root],
    app: { name: 'midnight-mcp', version: '0.1.0' },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('midnight-check-contracts over MCP', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  it('checks every .compact file of a folder and gives the findings per file', async () => {
    const res = await app.call('midnight-check-contracts', { paths: ['.'] });
    const leaky = res.files.find((f: { file: string }) => f.file === 'leaky.compact');
    expect(leaky.findings.map((f: { id: string }) => f.id)).toContain('undisclosed-ledger-write');
    expect(res.rejected_files).toBeUndefined();
  });
});

describe('midnight-check-contracts follows imported files', () => {
  it('a disclose() inside the imported module satisfies the caller; an undisclosed store there is reported', async () => {
    const root = mkdtempSync(join(tmpdir(), 'midnight-imports-'));
    mkdirSync(join(root, 'lib'));
    writeFileSync(
      join(root, 'lib', 'Store.compact'),
      `module Store {
  import CompactStandardLibrary;
  export ledger items: Set<Bytes<32>>;
  export circuit keep(x: Bytes<32>): [] { items.insert(disclose(x)); }
  export circuit keepRaw(x: Bytes<32>): [] { items.insert(x); }
}
`,
    );
    const main = (call: string) =>
      `import CompactStandardLibrary;\nimport "lib/Store" prefix Store_;\nexport circuit put(a: Bytes<32>): [] {\n  ${call}(a);\n}\n`;
    writeFileSync(join(root, 'safe.compact'), main('Store_keep'));
    writeFileSync(join(root, 'leaks.compact'), main('Store_keepRaw'));
    const run = await cli(checkContracts, root, ['safe.compact', 'leaks.compact']);
    const files = JSON.parse(run.stdout).files as { file: string; findings: { id: string; line: number }[] }[];
    expect(files.map((f) => [f.file, f.findings.map((x) => `${x.id}:${x.line}`)])).toEqual([
      ['leaks.compact', ['undisclosed-call-argument:4']],
      ['safe.compact', []],
    ]);
  });
});

describe('midnight-mcp --format sarif and the gate', () => {
  it('writes schema-valid SARIF for a folder; hostile files become notifications naming file, line and limit', async () => {
    const root = contractsRepo();
    const run = await cli(checkContracts, root, ['.', '--format', 'sarif']);
    expect(run.code).toBe(0);
    const log = JSON.parse(run.stdout);
    expect(validate(log)).toEqual([]);
    const [sarifRun] = log.runs;
    expect(sarifRun.tool.driver.rules.map((r: { id: string }) => r.id)).toContain('undisclosed-ledger-write');
    const leak = sarifRun.results.find((r: { ruleId: string }) => r.ruleId === 'undisclosed-ledger-write');
    expect(leak).toMatchObject({
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'contracts/leaky.compact' } } }],
    });
    expect(sarifRun.invocations[0].toolExecutionNotifications).toEqual([
      expect.objectContaining({
        level: 'error',
        message: { text: 'deep-ifs.compact:504: brackets nested deeper than 500; the file was not analysed.' },
      }),
      expect.objectContaining({
        message: { text: 'deep-parens.compact:5: brackets nested deeper than 500; the file was not analysed.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'contracts/deep-parens.compact', uriBaseId: '%SRCROOT%' },
              region: { startLine: 5 },
            },
          },
        ],
      }),
    ]);
  });

  it('--fail-on error exits 4; with the first run as --baseline, nothing is new and it exits 0', async () => {
    const root = contractsRepo();
    const failing = await cli(checkContracts, root, ['.', '--fail-on', 'error']);
    expect(failing.code).toBe(4);
    expect(JSON.parse(failing.stdout).rejected_files).toHaveLength(2);
    const first = await cli(checkContracts, root, ['.', '--format', 'sarif']);
    writeFileSync(join(root, 'base.sarif'), first.stdout);
    const again = await cli(checkContracts, root, ['.', '--fail-on', 'error', '--baseline', 'base.sarif']);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/^0 new findings, \d+ in the baseline, 0 match --fail-on error$/);
  });

  it('midnight-analyze-contract PATH --format sarif reports one file', async () => {
    const root = contractsRepo();
    const run = await cli(analyzeContract, root, ['leaky.compact', '--format', 'sarif']);
    expect(run.code).toBe(0);
    const log = JSON.parse(run.stdout);
    expect(validate(log)).toEqual([]);
    expect(log.runs[0].results.length).toBeGreaterThan(0);
    const deep = await cli(analyzeContract, root, ['deep-parens.compact', '--format', 'sarif']);
    expect(deep.code).toBe(1);
    expect(deep.stderr).toContain('deep-parens.compact:5: brackets nested deeper than 500');
  });
});
