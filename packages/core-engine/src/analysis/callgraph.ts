import type { AnalyzedFunction, CodeModel, UnitRef } from '../ports/code-analyzer.js';
import { createDispatcher } from './dispatch.js';
import { describeCall } from './insights.js';
import { indexModel, unitKey, unitOfFunction } from './units.js';

/** A function or modifier in the graph (`file:Unit.signature`), or an external callee (`external:…`). */
export interface CallGraphNode {
  id: string;
  file: string;
  contract: string;
  name: string;
  kind: string;
  visibility: string;
}

/** `internal` and `external` calls, and `modifier` edges from a function to the modifiers it runs. */
export interface CallGraphEdge {
  from: string;
  to: string;
  kind: 'internal' | 'external' | 'modifier';
  line: number;
}

export interface CallGraph {
  nodes: CallGraphNode[];
  edges: CallGraphEdge[];
}

// keyed by file too: two same-named contracts are two sets of nodes
const idOf = (f: AnalyzedFunction) => `${f.file}:${f.unit ? `${f.unit}.` : ''}${f.signature}`;

/**
 * Call graph over the model. With `unit`, only the functions that unit runs (its own and inherited ones)
 * with calls dispatched as on that unit; otherwise every function, calls resolved statically.
 */
export function callGraph(model: CodeModel, opts: { unit?: UnitRef } = {}): CallGraph {
  const idx = indexModel(model);
  const units = opts.unit ? new Set((idx.unit(opts.unit)?.linearization ?? [opts.unit]).map(unitKey)) : undefined;
  const fns = model.functions.filter((f) => !units || units.has(unitKey(unitOfFunction(f))));
  const nodes = new Map<string, CallGraphNode>();
  const edges: CallGraphEdge[] = [];
  const addNode = (f: AnalyzedFunction) =>
    nodes.set(idOf(f), {
      id: idOf(f),
      file: f.file,
      contract: f.unit,
      name: f.name,
      kind: f.kind,
      visibility: f.visibility,
    });
  for (const f of fns) {
    addNode(f);
    const dispatch = createDispatcher(model, opts.unit ?? unitOfFunction(f));
    for (const m of f.modifiers) {
      const mod = dispatch.modifier(m);
      if (mod) edges.push({ from: idOf(f), to: idOf(mod), kind: 'modifier', line: f.location.line });
    }
    for (const c of f.calls) {
      if (c.kind === 'external') {
        const to = `external:${describeCall(c)}`;
        nodes.set(to, { id: to, file: '', contract: '', name: c.name, kind: 'external', visibility: 'external' });
        edges.push({ from: idOf(f), to, kind: 'external', line: c.line });
        continue;
      }
      const target = dispatch.call(f, c);
      if (!target) continue;
      addNode(target);
      edges.push({ from: idOf(f), to: idOf(target), kind: 'internal', line: c.line });
    }
  }
  return { nodes: [...nodes.values()], edges };
}
