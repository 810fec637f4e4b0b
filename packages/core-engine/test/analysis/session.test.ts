import { describe, expect, it } from 'vitest';
import { createAnalysisSession, parseRemappings } from '../../src/analysis.js';
import { importCandidates } from '../../src/analysis/resolve-import.js';
import { createFakeAnalyzer } from './fake-analyzer.js';

const disk: Record<string, string> = {
  'lib/base.fk': 'unit Base abstract\nfn Base hello public nonpayable w:greeting',
  'node_modules/@acme/lib/util.fk': 'unit Util library\nfn Util help internal pure',
};

describe('analysis session', () => {
  it('follows relative, remapped and node_modules imports and caches parsed files by content hash', async () => {
    const fake = createFakeAnalyzer();
    const reads: string[] = [];
    const session = createAnalysisSession({
      analyzerFor: () => ({ id: 'fake', analyzer: fake }),
      readFile: async (p) => (reads.push(p), disk[p]),
      remappings: parseRemappings(['@base/=lib/']),
    });
    const files = [
      {
        path: 'src/main.fk',
        content:
          'import @base/base.fk\nimport @acme/lib/util.fk\nunit Main contract Base\nfn Main go public nonpayable i:Base.hello',
      },
    ];
    const model = await session.load(files);
    expect(model.units.map((u) => u.name).sort()).toEqual(['Base', 'Main', 'Util']);
    expect(reads).toContain('lib/base.fk');
    expect(reads).toContain('node_modules/@acme/lib/util.fk');
    expect(session.stats()).toEqual({ parsed: 3, cacheHits: 0 });
    // Same content under another path: parsed once, served from the cache.
    await session.load([{ path: 'other/main.fk', content: files[0]!.content }]);
    expect(fake.parses).toBe(3);
    expect(session.stats().cacheHits).toBe(3);
  });

  it('keeps going when an import cannot be found, and surfaces parse errors', async () => {
    const session = createAnalysisSession({ analyzerFor: () => ({ id: 'fake', analyzer: createFakeAnalyzer() }) });
    const model = await session.load([{ path: 'a.fk', content: 'import ./missing.fk\nunit A contract' }]);
    expect(model.units.map((u) => u.name)).toEqual(['A']);
    await expect(session.load([{ path: 'b.fk', content: 'unit B contract\nnonsense' }])).rejects.toMatchObject({
      code: 'parse_error',
    });
  });

  it('orders import candidates: relative first; remapping (longest prefix), bare, then node_modules upwards', () => {
    expect(importCandidates('src/a/x.sol', '../b/y.sol')).toEqual(['src/b/y.sol']);
    const c = importCandidates(
      'src/x.sol',
      '@oz/token/T.sol',
      parseRemappings(['@oz/=lib/oz/', '@oz/token/=lib/tok/', '# comment']),
    );
    expect(c.slice(0, 3)).toEqual(['lib/tok/T.sol', '@oz/token/T.sol', 'src/node_modules/@oz/token/T.sol']);
    expect(c.at(-1)).toBe('node_modules/@oz/token/T.sol');
  });
});

describe('import resolution details', () => {
  it('reports unresolved imports on the model and probes TS/JS extensions', async () => {
    const session = createAnalysisSession({ analyzerFor: () => ({ id: 'fake', analyzer: createFakeAnalyzer() }) });
    const model = await session.load([
      { path: 'a.fk', content: 'import ./missing.fk\nimport @pkg/x.fk\nunit A contract' },
    ]);
    expect(model.unresolvedImports).toEqual([
      { file: 'a.fk', import: './missing.fk' },
      { file: 'a.fk', import: '@pkg/x.fk' },
    ]);
    expect(importCandidates('src/a.ts', './b.js').slice(0, 3)).toEqual(['src/b.js', 'src/b.ts', 'src/b.tsx']);
    expect(importCandidates('src/a.ts', './dir')).toContain('src/dir/index.ts');
    expect(importCandidates('src/a.sol', './B.sol')).toEqual(['src/B.sol']);
  });
});
