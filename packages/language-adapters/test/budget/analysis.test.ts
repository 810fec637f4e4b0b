import { describe, expect, it } from 'vitest';
import { createAuditor } from '../../src/auditor.js';
import { buildContractModel, securityChecks } from '../../src/compact.js';
import { deepCompact, deepSolidity, goodCompact, goodSolidity } from './support.js';

const good = { path: 'src/Good.sol', content: goodSolidity };
const planted = [
  { path: 'src/Parens.sol', content: deepSolidity.parens },
  { path: 'src/Braces.sol', content: deepSolidity.braces },
  { path: 'src/Bare.sol', content: deepSolidity.bare },
];

describe('the parser budget in the auditor', () => {
  it('refuses hostile files with file, line and limit, and still analyses the others of the same load', async () => {
    const auditor = createAuditor({ roots: [import.meta.dirname] });
    const model = await auditor.load([good, ...planted]);
    expect(model.functions.map((f) => `${f.unit}.${f.name}`)).toEqual(['Good.set']);
    expect(model.rejectedFiles).toEqual([
      {
        file: 'src/Parens.sol',
        code: 'INVALID_INPUT',
        message: 'src/Parens.sol:6: brackets nested deeper than 500; the file was not analysed.',
        line: 6,
        limit: 500,
      },
      expect.objectContaining({ file: 'src/Braces.sol', line: 505, limit: 500 }),
      expect.objectContaining({
        file: 'src/Bare.sol',
        line: 7,
        limit: 500,
        message: expect.stringContaining('if/else or ?: nested deeper than 500'),
      }),
    ]);
    const entry = await auditor.entrypoints([...planted, good]);
    expect(entry.map((e) => `${e.contract}.${e.signature}`)).toEqual(['Good.set(uint256)']);
  });

  it('treats an import of a refused file as unresolved', async () => {
    const importer = {
      path: 'src/User.sol',
      content: `${goodSolidity.replace('contract Good', 'import "./Parens.sol";\ncontract User')}`,
    };
    const model = await createAuditor({ roots: [import.meta.dirname] }).load([importer, planted[0]!]);
    expect(model.unresolvedImports).toEqual([{ file: 'src/User.sol', import: './Parens.sol' }]);
    expect(model.rejectedFiles?.map((r) => r.file)).toEqual(['src/Parens.sol']);
  });

  it('fails the call with INVALID_INPUT when every given file is refused', async () => {
    await expect(createAuditor({ roots: [import.meta.dirname] }).load([planted[1]!])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'src/Braces.sol:505: brackets nested deeper than 500; the file was not analysed.',
    });
  });

  it('analyses nesting just inside the budget', async () => {
    const inside = deepSolidity.parens.replace(/\(+1\)+/, `${'('.repeat(450)}1${')'.repeat(450)}`);
    const model = await createAuditor({ roots: [import.meta.dirname] }).load([{ path: 'In.sol', content: inside }]);
    expect(model.functions.map((f) => f.name)).toEqual(['f']);
  });
});

describe('the parser budget in the Compact analysis', () => {
  it('throws INVALID_INPUT naming the file, the line and the limit', () => {
    expect(() => buildContractModel(deepCompact.parens, 'contracts/deep.compact')).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        message: 'contracts/deep.compact:5: brackets nested deeper than 500; the file was not analysed.',
      }),
    );
    expect(() => buildContractModel(deepCompact.ifs, 'contracts/ifs.compact')).toThrow(/ifs.compact:504: .* 500/);
  });

  it('analyses a contract nested just inside the budget', () => {
    const inside = deepCompact.ifs.replaceAll('  if (a > 0) {\n', '').replaceAll('  }\n', '');
    const nested = inside.replace(
      '  x = disclose(a);',
      `${'  if (a > 0) {\n'.repeat(450)}  x = disclose(a);\n${'  }\n'.repeat(450)}`,
    );
    expect(buildContractModel(nested, 'n.compact').circuits).toHaveLength(1);
    // a file the budget admits gets its findings as before
    expect(securityChecks(buildContractModel(goodCompact)).map((f) => f.id)).toEqual([
      'exported-circuit-without-assert',
      'undisclosed-branch',
    ]);
  });
});
