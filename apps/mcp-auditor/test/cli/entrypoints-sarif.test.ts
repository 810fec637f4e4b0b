import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sarifValidator } from '../../../../packages/toon-output/test/support/sarif-schema.js';
import { callgraph as callgraphTool } from '../../src/tools/callgraph.js';
import { entrypointsCli, foundryRepo } from './support.js';

interface Result {
  ruleId: string;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
  partialFingerprints: Record<string, string>;
  baselineState?: string;
}
const resultsOf = (stdout: string) => (JSON.parse(stdout) as { runs: { results: Result[] }[] }).runs[0]!.results;
const names = (results: Result[]) => results.map((r) => r.message.text.split(' ')[0]).sort();
const validate = sarifValidator();

describe('mcp-auditor entrypoints --format sarif on a Foundry layout', () => {
  it('writes schema-valid SARIF: unguarded entrypoints of src/, URIs from the repository root, lib/ and test/ left out', async () => {
    const { root } = foundryRepo();
    const run = await entrypointsCli(root, ['.', '--unguarded', '--format', 'sarif']);
    expect(run.code).toBe(0);
    const log = JSON.parse(run.stdout);
    expect(validate(log)).toEqual([]);
    expect(log.runs[0].tool.driver).toMatchObject({
      name: 'mcp-auditor',
      version: '0.1.0',
      rules: [{ id: 'unguarded', name: 'UnguardedEntrypoint', defaultConfiguration: { level: 'warning' } }],
    });
    const results = resultsOf(run.stdout);
    // deposit, sweep and register are open to anyone; setFee and transferOwnership (lib, onlyOwner) are not
    expect(names(results)).toEqual(['Registry.register(bytes32)', 'Vault.deposit()', 'Vault.sweep(address)']);
    const sweep = results.find((r) => r.message.text.startsWith('Vault.sweep'))!;
    expect(sweep.locations[0]!.physicalLocation).toMatchObject({
      artifactLocation: { uri: 'contracts/src/Vault.sol', uriBaseId: '%SRCROOT%' },
      region: { startLine: 21 },
    });
    expect(run.stderr).toContain('3 findings');
  });

  it('--fail-on unguarded exits 4 when a finding exists, 0 when none does', async () => {
    const { root } = foundryRepo();
    const failing = await entrypointsCli(root, ['.', '--unguarded', '--fail-on', 'unguarded']);
    expect(failing.code).toBe(4);
    expect(failing.stderr).toContain('3 match --fail-on unguarded');
    expect(failing.stdout).toContain('sweep(address)'); // the usual output is still printed
    const clean = await entrypointsCli(root, ['src/Vault.sol', '--contract', 'Owned', '--fail-on', 'unguarded']);
    expect(clean.code).toBe(0);
    const bad = await entrypointsCli(root, ['.', '--fail-on', 'unguardd']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unguardd');
  });

  it('--baseline (an earlier SARIF log or JSON output) gates on new findings only, however the lines moved', async () => {
    const { root } = foundryRepo();
    const first = await entrypointsCli(root, ['.', '--unguarded', '--format', 'sarif']);
    writeFileSync(join(root, 'baseline.sarif'), first.stdout);
    const json = await entrypointsCli(root, ['.', '--unguarded', '--format', 'json']);
    writeFileSync(join(root, 'baseline.json'), json.stdout);
    // the code moves down six lines and one new open function arrives
    const vault = join(root, 'src/Vault.sol');
    const moved = readFileSync(vault, 'utf8')
      .replace('contract Vault is Owned {', '\n\n\n\n\n\ncontract Vault is Owned {')
      .replace(/}\s*$/, '\n    function pause() external {\n        fee = 0;\n    }\n}\n');
    writeFileSync(vault, moved);
    for (const baseline of ['baseline.sarif', 'baseline.json']) {
      const run = await entrypointsCli(root, [
        '.',
        '--unguarded',
        '--format',
        'sarif',
        '--fail-on',
        'unguarded',
        '--baseline',
        baseline,
      ]);
      expect(run.code, baseline).toBe(4);
      const log = JSON.parse(run.stdout);
      expect(validate(log)).toEqual([]);
      expect(names(resultsOf(run.stdout))).toEqual(['Vault.pause()']);
      expect(resultsOf(run.stdout)[0]).toMatchObject({ baselineState: 'new' });
      expect(run.stderr).toContain('1 new finding, 3 in the baseline, 1 match --fail-on unguarded');
    }
    // the same findings as before, six lines lower: nothing new, the gate holds
    writeFileSync(vault, moved.replace(/\n {4}function pause\(\)[\s\S]*?\n {4}}\n/, '\n'));
    const same = await entrypointsCli(root, [
      '.',
      '--unguarded',
      '--fail-on',
      'unguarded',
      '--baseline',
      'baseline.sarif',
    ]);
    expect(same.code).toBe(0);
    expect(same.stderr).toContain('0 new findings, 3 in the baseline');
  });

  it('refuses the report flags on a command without findings, and a baseline outside the roots', async () => {
    const { root } = foundryRepo();
    const callgraph = await entrypointsCli(root, ['--paths', '.', '--format', 'sarif'], callgraphTool);
    expect(callgraph.code).toBe(2);
    expect(callgraph.stderr).toContain('callgraph has no findings');
    const outside = await entrypointsCli(root, ['.', '--baseline', '../../etc/passwd']);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/FORBIDDEN|outside/);
  });
});
