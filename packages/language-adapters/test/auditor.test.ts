import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAppError } from '@sextant/core-engine';
import { describe, expect, it } from 'vitest';
import { createAuditor } from '../src/auditor.js';

const fixtures = fileURLToPath(new URL('../../../fixtures', import.meta.url));

describe('createAuditor', () => {
  const auditor = createAuditor({ roots: [fixtures] });

  it('finds entrypoints, function insights and the call graph of files under the roots', async () => {
    const entrypoints = await auditor.entrypoints(['contracts/Vault.sol']);
    expect(entrypoints.map((e) => `${e.contract}.${e.signature}`)).toContain('Vault.withdraw(uint256)');
    const insight = await auditor.insights(['contracts/Vault.sol'], {
      contract: 'Vault',
      name: 'withdraw',
      signature: 'withdraw(uint256)',
    });
    expect(insight.contract).toBe('Vault');
    expect(insight.transitive.writes.length).toBeGreaterThan(0);
    const graph = await auditor.callGraph(['contracts/Vault.sol'], { contract: 'Vault' });
    expect(graph.nodes.some((n) => n.id.includes('withdraw'))).toBe(true);
    expect(auditor.session.stats().cacheHits).toBeGreaterThan(0);
  });

  it('analyzes inline sources and refuses paths outside the roots', async () => {
    const model = await auditor.load([{ path: 'C.sol', content: 'contract C { function f() external {} }' }]);
    expect(model).toBeDefined();
    await expect(auditor.load(['../package.json'])).rejects.toSatisfy(isAppError);
  });

  it('refuses a link inside a root that leads outside it, naming the path', async () => {
    const root = mkdtempSync(join(tmpdir(), 'auditor-link-'));
    const outside = mkdtempSync(join(tmpdir(), 'auditor-outside-'));
    writeFileSync(join(outside, 'Secret.sol'), 'contract Secret { function f() external {} }');
    symlinkSync(join(outside, 'Secret.sol'), join(root, 'Link.sol'));
    writeFileSync(join(root, 'Own.sol'), 'contract Own { function g() external {} }');
    const walled = createAuditor({ roots: [root] });
    try {
      await expect(walled.load(['Link.sol'])).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await walled.load(['Own.sol'])).toBeDefined();
    } finally {
      walled.dispose();
      rmSync(root, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('names the supported languages when none fits', () => {
    try {
      auditor.analyzerFor('notes.txt');
      expect.unreachable();
    } catch (e) {
      expect(isAppError(e) && e.code).toBe('language_not_supported');
      expect(isAppError(e) && e.extra.hint).toMatch(/solidity/);
    }
  });
});
