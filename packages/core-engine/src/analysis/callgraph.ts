import type { AnalyzedFunction, CodeModel } from '../ports/code-analyzer.js';
import { describeCall, createDispatcher } from './insights.js';
import { indexModel } from './entrypoints.js';

/** A function or modifier in the graph (`Unit.signature`), or an external callee (`external:…`). */
export interface CallGraphNode {
  id: string;
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

const idOf = (f: AnalyzedFunction) => `${f.unit ? `${f.unit}.` : ''}${f.signature}`;

/**
 * Call graph over the model. With `contract`, only the functions that contract runs (its own and
 * inherited ones) with calls dispatched as on that contract; otherwise every function, calls resolved statically.
 */
export function callGraph(model: CodeModel, opts: { contract?: string } = {}): CallGraph {
  const idx = indexModel(model);
  const units = opts.contract ? new Set(idx.unit(opts.contract)?.linearization ?? [opts.contract]) : undefined;
  const fns = model.functions.filter((f) => !units || units.has(f.unit));
  const nodes = new Map<string, CallGraphNode>();
  const edges: CallGraphEdge[] = [];
  const addNode = (f: AnalyzedFunction) => nodes.set(idOf(f), { id: idOf(f), contract: f.unit, name: f.name, kind: f.kind, visibility: f.visibility });
  for (const f of fns) {
    addNode(f);
    const dispatch = createDispatcher(model, opts.contract ?? f.unit);
    for (const m of f.modifiers) {
      const mod = dispatch.modifier(m);
      if (mod) edges.push({ from: idOf(f), to: idOf(mod), kind: 'modifier', line: f.location.line });
    }
    for (const c of f.calls) {
      if (c.kind === 'external') {
        const to = `external:${describeCall(c)}`;
        nodes.set(to, { id: to, contract: '', name: c.name, kind: 'external', visibility: 'external' });
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
