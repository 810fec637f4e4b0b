import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectLayout } from '../../src/project/layout.js';

const base = mkdtempSync(join(tmpdir(), 'auditor-layout-wall-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('project settings are read behind the wall', () => {
  it('a remappings.txt linking outside the root adds none of the outside lines', async () => {
    const root = join(base, 'root');
    const proj = join(root, 'proj');
    mkdirSync(join(proj, 'src'), { recursive: true });
    writeFileSync(join(base, 'secret.env'), 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n');
    symlinkSync(join(base, 'secret.env'), join(proj, 'remappings.txt'));
    writeFileSync(join(proj, 'src/A.sol'), 'contract A {}\n');

    const layout = await detectLayout(join(proj, 'src/A.sol'), root);
    expect(layout.kind).toBe('remappings');
    expect(JSON.stringify(layout)).not.toContain('wJalrXUtnFEMI');
    expect(layout.remappings.map((r) => r.prefix)).not.toContain('AWS_SECRET_ACCESS_KEY');
  });

  it('a foundry.toml linking outside the root is refused as FORBIDDEN', async () => {
    const root = join(base, 'root2');
    const proj = join(root, 'proj');
    mkdirSync(join(proj, 'src'), { recursive: true });
    writeFileSync(join(base, 'outside.toml'), '[profile.default]\nremappings = ["x/=/etc/"]\n');
    symlinkSync(join(base, 'outside.toml'), join(proj, 'foundry.toml'));
    writeFileSync(join(proj, 'src/A.sol'), 'contract A {}\n');

    await expect(detectLayout(join(proj, 'src/A.sol'), root)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
