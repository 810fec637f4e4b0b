import { beforeAll, describe, expect, it } from 'vitest';
import type { CodeModel } from '../../src/ports.js';
import { analyzeEntrypoints, analyzeFunction, callGraph, createAnalysisSession } from '../../src/analysis.js';
import { createFakeAnalyzer } from './fake-analyzer.js';

let model: CodeModel;
beforeAll(async () => {
  const session = createAnalysisSession({ analyzerFor: () => ({ id: 'fake', analyzer: createFakeAnalyzer() }) });
  model = await session.load([
    {
      path: 'm.fk',
      content: [
        'unit A abstract',
        'fn A run public nonpayable r:a i:A.step',
        'fn A step internal nonpayable w:a',
        'fn A peek public view r:a',
        'mod A guarded internal nonpayable r:lock w:lock',
        'unit B contract A',
        'fn B run public nonpayable m:guarded s:A.run x:token.transfer',
        'fn B step internal nonpayable w:b',
        'unit I interface',
        'fn I ping external nonpayable',
      ].join('\n'),
    },
  ]);
});

describe('engine analysis (language-neutral)', () => {
  it('entrypoints: most derived override once, views and abstract units skipped unless asked', () => {
    expect(analyzeEntrypoints(model).map((e) => `${e.contract}.${e.name}@${e.declared_in}`)).toEqual(['B.run@B']);
    const all = analyzeEntrypoints(model, { includeViews: true, includeAbstract: true }).map(
      (e) => `${e.contract}.${e.name}@${e.declared_in}`,
    );
    expect(all.sort()).toEqual(['A.peek@A', 'A.run@A', 'B.peek@A', 'B.run@B', 'I.ping@I']);
  });

  it('transitive view dispatches virtual calls to the most derived override and runs modifiers', () => {
    const f = analyzeFunction(model, { contract: 'B', name: 'run' });
    expect(f.calls).toEqual({ internal: ['A.run'], external: ['token.transfer'] });
    // super.run -> A.run -> step(), which on B is B.step (writes b, not a)
    expect(f.transitive.writes.sort()).toEqual(['b', 'lock']);
    expect(f.transitive.reads.sort()).toEqual(['a', 'lock']);
  });

  it('call graph has modifier, internal and external edges', () => {
    const edges = callGraph(model, { unit: { file: 'm.fk', name: 'B' } }).edges.map(
      (e) => `${e.from} ${e.kind} ${e.to}`,
    );
    expect(edges).toEqual(
      expect.arrayContaining([
        'm.fk:B.run() modifier m.fk:A.guarded()',
        'm.fk:B.run() internal m.fk:A.run()',
        'm.fk:A.run() internal m.fk:B.step()',
        'm.fk:B.run() external external:token.transfer',
      ]),
    );
  });
});
