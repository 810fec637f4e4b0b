import type { CompactToken } from '../tokenizer.js';
import type { CompactCircuit, CompactConstructor, CompactParseResult } from '../types.js';
import { clean, closing, isTainted, scanExpr, splitArgs, underCondition, union } from './disclosure-expr.js';
import type { CircuitSummary, ScanContext, SinkKind, Taint } from './disclosure-expr.js';
import { buildScope, linkedUnits } from './disclosure-scope.js';
import type { Scope, Target } from './disclosure-scope.js';
import type { CompactUnit } from './imports.js';

/** Where private data reaches a public place without disclose(), as the compiler would reject it. */
export interface DisclosureFinding {
  kind: SinkKind | 'return';
  line: number;
  column: number;
  /** The circuit (qualified name) or `constructor`. */
  circuit: string;
  origin: 'witness' | 'argument';
  /** Variables or witnesses that carried the value. */
  names: string[];
  /** The public place: `balance.insert()`, `sendUnshielded`, `argument 1 of helper()`, `condition`, `return`. */
  what: string;
}

type Body = CompactCircuit | CompactConstructor;
type Toks = readonly CompactToken[];
const qualified = (d: Body) =>
  d.kind === 'constructor' ? 'constructor' : d.container ? `${d.container}.${d.name}` : d.name;

/**
 * The compiler's disclosure rule: witness results, and arguments of the contract's entry points (exported circuits
 * and the constructor), may not reach the public transcript (ledger operations and their operands, standard-library
 * coin and kernel operations, the results of exported circuits, conditions of code that touches public state)
 * unless wrapped in disclose(). Values travel through const bindings, struct fields, tuples and vectors, and through
 * helper circuits, each summarised once (which parameters reach public places, what its result carries).
 */
export function disclosureFindings(
  parse: CompactParseResult,
  bodies: readonly { decl: Body; entry: boolean }[],
  links: CompactUnit['links'] = [],
): DisclosureFinding[] {
  const main = { parse, links, bodies };
  const units = [main, ...linkedUnits(links)];
  // Ledger fields and witnesses of every file, under their own names and the prefixes they are imported with.
  const named = (kind: 'ledger' | 'witness') =>
    new Set(
      units.flatMap((u) => [
        ...u.parse.declarations.filter((d) => d.kind === kind).map((d) => d.name),
        ...u.links.flatMap((l) =>
          l.unit.parse.declarations.filter((d) => d.kind === kind).map((d) => l.prefix + d.name),
        ),
      ]),
    );
  const ledger = named('ledger');
  const witnesses = named('witness');
  const scopes = new Map<CompactParseResult, Scope>();
  const scopeOf = (u: { parse: CompactParseResult; links: CompactUnit['links'] }): Scope => {
    let scope = scopes.get(u.parse);
    if (!scope) {
      scope = buildScope(u.parse, u.links, u === main ? bodies : undefined, scopeOf);
      scopes.set(u.parse, scope);
    }
    return scope;
  };
  const mainScope = scopeOf(main);

  const findings = new Map<string, DisclosureFinding>();
  const foundIn = new Map<DisclosureFinding, Body>();
  // Call edges, to keep only findings in code an entry point reaches (the compiler interprets from the entry points).
  const calls = new Map<Body, Set<Body>>();
  const summaries = new Map<Body, CircuitSummary>();
  const running = new Set<Body>();

  function analyze(target: Target): CircuitSummary {
    const { decl, entry, scope } = target;
    const done = summaries.get(decl);
    if (done) return done;
    const summary: CircuitSummary = { sinkParams: new Set(), returns: new Set(), publicEffect: false };
    if (!decl.body || running.has(decl)) return summary;
    running.add(decl);
    const report = (kind: DisclosureFinding['kind'], at: CompactToken, taint: Taint, what: string) => {
      for (const label of taint.labels) {
        if (label !== 'w') summary.sinkParams.add(Number(label.slice(1)));
        if (label !== 'w' && (!entry || kind === 'return')) continue;
        const origin = label === 'w' ? 'witness' : 'argument';
        const key = `${kind}:${at.start.line}:${at.start.column}:${origin}`;
        if (findings.has(key)) continue;
        const finding: DisclosureFinding = {
          kind,
          line: at.start.line,
          column: at.start.column,
          circuit: qualified(decl),
          origin,
          names: [...taint.names],
          what,
        };
        findings.set(key, finding);
        foundIn.set(finding, decl);
      }
    };
    const ctx: ScanContext = {
      ledger,
      witnesses,
      summary: (name) => {
        const callee = scope.resolve(name);
        if (!callee) return undefined;
        calls.set(decl, (calls.get(decl) ?? new Set()).add(callee.decl));
        return analyze(callee);
      },
      external: (name) => !scope.resolve(name) && scope.external.some((p) => name.startsWith(p)),
      env: new Map(),
      ctl: clean(),
      effect: false,
      sink: (kind, at, taint, what) => report(kind, at, taint, what),
    };
    decl.params.forEach((p, i) => {
      for (const n of identsOf(p.name)) ctx.env.set(n, { labels: new Set([`p${i}`]), names: new Set([n]) });
    });
    const { offset, endOffset } = decl.body;
    const s = scope.tokens.filter((t) => t.offset > offset && t.endOffset < endOffset);
    const onReturn = (at: CompactToken, taint: Taint) => {
      taint.labels.forEach((l) => summary.returns.add(l));
      if (entry && taint.labels.has('w'))
        report('return', at, { labels: new Set(['w']), names: taint.names }, 'return');
    };
    block(s, 0, s.length, ctx, onReturn);
    summary.publicEffect = ctx.effect;
    running.delete(decl);
    summaries.set(decl, summary);
    return summary;
  }

  const targets = bodies.map((b) => ({ ...b, scope: mainScope }));
  for (const t of targets) analyze(t);
  const reached = reachable(
    bodies.filter((b) => b.entry).map((b) => b.decl),
    calls,
  );
  // Findings inside imported files belong to those files' own check.
  const mine = new Set(bodies.map((b) => b.decl));
  return [...findings.values()]
    .filter((f) => mine.has(foundIn.get(f)!) && reached.has(foundIn.get(f)!))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Bodies reachable from `roots` through `calls`. */
function reachable(roots: Body[], calls: ReadonlyMap<Body, ReadonlySet<Body>>): Set<Body> {
  const seen = new Set<Body>(roots);
  const todo = [...roots];
  for (let b = todo.pop(); b; b = todo.pop())
    for (const c of calls.get(b) ?? []) {
      if (seen.has(c)) continue;
      seen.add(c);
      todo.push(c);
    }
  return seen;
}

type OnReturn = (at: CompactToken, taint: Taint) => void;

/** Reads one statement at `i`; returns the index after it. */
function statement(s: Toks, i: number, to: number, ctx: ScanContext, onReturn: OnReturn): number {
  const t = s[i]!;
  if (t.kind === 'punct' && t.text === ';') return i + 1;
  if (t.kind === 'punct' && t.text === '{') {
    const end = closing(s, i, to);
    block(s, i + 1, end, ctx, onReturn);
    return end + 1;
  }
  if (t.text === 'if' && s[i + 1]?.text === '(') {
    const end = closing(s, i + 1, to);
    const cond = scanExpr(s, i + 2, end, ctx);
    const after = underCondition(ctx, cond, t, () => {
      let k = statement(s, end + 1, to, ctx, onReturn);
      if (s[k]?.text === 'else') k = statement(s, k + 1, to, ctx, onReturn);
      return k;
    });
    // `if (c) { return; } rest`: the compiler moves `rest` into the branches (eliminate-statements), so it runs under c.
    if (isTainted(cond) && s.slice(end + 1, after).some((x) => x.text === 'return'))
      ctx.exit = { taint: union(ctx.exit?.taint ?? clean(), cond), at: ctx.exit?.at ?? t };
    return after;
  }
  if (t.text === 'for' && s[i + 1]?.text === '(') {
    const end = closing(s, i + 1, to);
    const of = s.findIndex((x, k) => k > i && k < end && x.text === 'of');
    const range = of > 0 ? scanExpr(s, of + 1, end, ctx) : clean();
    if (of > 0) bind(ctx, patternNames(s.slice(i + 2, of)), range);
    return statement(s, end + 1, to, ctx, onReturn);
  }
  const end = statementEnd(s, i, to);
  if (t.text === 'const') {
    // `const p = a, z = f(p);` binds one name after the other.
    const parts = splitArgs(s, i + 1, end);
    const each = parts.every(([a, b]) => topLevel(s, a, b, '=') > 0) ? parts : [[i + 1, end] as const];
    for (const [a, b] of each) {
      const eq = topLevel(s, a, b, '=');
      const value = eq > 0 ? scanExpr(s, eq + 1, b, ctx) : clean();
      bind(ctx, patternNames(s.slice(a, eq > 0 ? eq : b)), value);
    }
  } else if (t.text === 'return') {
    onReturn(t, union(scanExpr(s, i + 1, end, ctx), ctx.ctl));
  } else {
    const eq = ['=', '+=', '-='].map((op) => topLevel(s, i, end, op)).find((k) => k > 0) ?? -1;
    if (eq > 0 && ctx.ledger.has(t.text) && !ctx.env.has(t.text)) {
      // `field = v`: the value is stored in public (assignment writes go through the ledger chain's checks too).
      const value = scanExpr(s, eq + 1, end, ctx);
      scanExpr(s, i, eq, ctx);
      if (isTainted(value)) ctx.sink('ledger', t, value, `"${t.text}" (${s[eq]!.text})`);
    } else scanExpr(s, i, end, ctx);
  }
  return end + 1;
}

/** The statements of s[from, to); an early return under a private condition puts the rest under it. */
function block(s: Toks, from: number, to: number, ctx: ScanContext, onReturn: OnReturn): void {
  const saved = { ctl: ctx.ctl, ctlAt: ctx.ctlAt };
  for (let k = from; k < to;) {
    k = statement(s, k, to, ctx, onReturn);
    if (!ctx.exit) continue;
    ctx.ctl = union(ctx.ctl, ctx.exit.taint);
    ctx.ctlAt ??= ctx.exit.at;
    ctx.exit = undefined;
  }
  ctx.ctl = saved.ctl;
  ctx.ctlAt = saved.ctlAt;
}

function bind(ctx: ScanContext, names: string[], value: Taint): void {
  for (const n of names)
    ctx.env.set(n, isTainted(value) ? { labels: value.labels, names: new Set([...value.names, n]) } : value);
}

/** Index of the `;` ending the statement at `i` (brackets skipped), or `to`. */
function statementEnd(s: Toks, i: number, to: number): number {
  for (let k = i; k < to; k++) {
    const t = s[k]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '(' || t.text === '[' || t.text === '{') k = closing(s, k, to);
    else if (t.text === ';') return k;
  }
  return to;
}

/** Index of `op` outside brackets in s[from, to), or -1. */
function topLevel(s: Toks, from: number, to: number, op: string): number {
  for (let k = from; k < to; k++) {
    const t = s[k]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '(' || t.text === '[' || t.text === '{') k = closing(s, k, to);
    else if (t.text === op) return k;
  }
  return -1;
}

const identsOf = (pattern: string) => pattern.match(/[A-Za-z_$][\w$]*/g) ?? [];

// Names bound by a `const` pattern, before any `: Type` annotation.
function patternNames(pattern: Toks): string[] {
  let depth = 0;
  const out: string[] = [];
  for (const t of pattern) {
    if (t.text === '{' || t.text === '[') depth++;
    else if (t.text === '}' || t.text === ']') depth--;
    else if (t.text === ':' && depth === 0) break;
    else if (t.kind === 'ident' && t.text !== 'const') out.push(t.text);
  }
  return out;
}
