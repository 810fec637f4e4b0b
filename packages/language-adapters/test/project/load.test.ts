import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuditor } from '../../src/auditor.js';

const base = mkdtempSync(join(tmpdir(), 'auditor-load-'));
const root = join(base, 'root');
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
write('proj/foundry.toml', '[profile.default]\nremappings = ["@kit/=lib/kit/contracts/"]\n');
write('proj/lib/kit/contracts/Base.sol', 'contract Base { uint x; function poke() external { x = 1; } }\n');
write('proj/src/A.sol', 'import {Base} from "@kit/Base.sol";\ncontract A is Base { function a() external {} }\n');
write('proj/test/A.t.sol', 'import {A} from "src/A.sol";\ncontract ATest { function t() external {} }\n');
write('shared/Real.sol', 'contract Linked { function l() external {} }\n');
symlinkSync(join(root, 'shared/Real.sol'), join(root, 'proj/src/Linked.sol'));
writeFileSync(join(base, 'Outside.sol'), 'contract Outside { function o() external {} }\n');
symlinkSync(join(base, 'Outside.sol'), join(root, 'proj/src/Outside.sol'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('loadProject', () => {
  const auditor = createAuditor({ roots: [root] });
  const contracts = (units: { name: string }[]) => units.map((u) => u.name).sort();

  it("reads a folder with its project's remappings; skipTests leaves test/ out but lists named files", async () => {
    const loaded = await auditor.loadProject({ paths: ['proj'] }, { skipTests: true });
    expect(loaded.layout).toMatchObject({ kind: 'foundry', root: 'proj', src: 'src', libs: ['lib'] });
    expect(loaded.model.unresolvedImports ?? []).toEqual([]);
    expect(loaded.skipped).toBe(1);
    expect(loaded.listed('proj/src/A.sol')).toBe(true);
    expect(loaded.listed('proj/test/A.t.sol')).toBe(false);
    // a link inside the roots is read as the walk follows it; the one leading outside is not
    expect(contracts(loaded.model.units)).toEqual(['A', 'Base', 'Linked']);
    const named = await auditor.loadProject({ paths: ['proj/test/A.t.sol'] }, { skipTests: true });
    expect(named.listed('proj/test/A.t.sol')).toBe(true);
  });

  it("names a user's file as the model does: relative to the root, to an analysed folder, or absolute", async () => {
    const loaded = await auditor.loadProject({ paths: ['proj'] });
    for (const given of ['proj/src/A.sol', 'src/A.sol', join(root, 'proj/src/A.sol')])
      expect(await loaded.modelFile(given), given).toBe('proj/src/A.sol');
    await expect(loaded.modelFile('/etc/passwd')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('reads through the roots and guard a call brings (an MCP call narrows them)', async () => {
    const access = { roots: () => [join(root, 'shared')], resolve: async (p: string) => join(root, 'shared', p) };
    const loaded = await auditor.loadProject({ paths: ['Real.sol'] }, { access });
    expect(contracts(loaded.model.units)).toEqual(['Linked']);
    expect(loaded.layout).toMatchObject({ kind: 'plain', root: '' });
  });

  it('answers bad input with a structured error', async () => {
    await expect(auditor.loadProject({})).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(auditor.loadProject({ paths: ['proj/nope'] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(auditor.loadProject({ paths: ['proj/src/Outside.sol'] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const small = createAuditor({ roots: [root], maxFiles: 1 });
    await expect(small.loadProject({ paths: ['proj'] })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      extra: expect.objectContaining({ hint: expect.stringContaining('smaller directory') }),
    });
  });
});
