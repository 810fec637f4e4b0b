import type { SgNode } from '@ast-grep/napi';
import type { Mode, RawCall, Use } from './facts.js';

const SKIP = new Set([
  'type_annotation',
  'type_arguments',
  'type_parameters',
  'comment',
  'type_alias_declaration',
  'interface_declaration',
]);
const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'set',
  'delete',
  'add',
  'clear',
  'sort',
  'reverse',
  'fill',
]);

/** Collects uses, calls and locals of one function body (closures included). */
export interface BodyWalk {
  uses: Use[];
  calls: RawCall[];
  locals: Set<string>;
  localOrigins: Record<string, string>;
}

function rootName(n: SgNode): string | undefined {
  let cur: SgNode | null = n;
  // stops at calls: `axios.get(u).then()` is a call on a result, not on `axios`
  while (
    cur &&
    (cur.kind() === 'member_expression' ||
      cur.kind() === 'subscript_expression' ||
      cur.kind() === 'non_null_expression')
  )
    cur = cur.kind() === 'non_null_expression' ? cur.child(0) : cur.field('object');
  if (!cur) return undefined;
  if (cur.kind() === 'identifier') return cur.text();
  return undefined;
}

/** `this.a.b` -> `this.a`; anything else undefined. */
function thisField(n: SgNode): string | undefined {
  let cur: SgNode | null = n;
  let last: SgNode | undefined;
  while (cur && (cur.kind() === 'member_expression' || cur.kind() === 'subscript_expression')) {
    last = cur;
    cur = cur.field('object');
  }
  return cur?.kind() === 'this' && last?.kind() === 'member_expression'
    ? `this.${last.field('property')?.text()}`
    : undefined;
}

function bindNames(p: SgNode, out: Set<string>): void {
  const k = p.kind();
  if (k === 'identifier' || k === 'shorthand_property_identifier_pattern') out.add(p.text());
  else
    for (const c of p.children())
      if (c.isNamed() && c.kind() !== 'type_annotation')
        bindNames(c.kind() === 'pair_pattern' ? (c.field('value') ?? c) : c, out);
}

/** Walks `body` (and parameter defaults); `imports` marks names whose values come from modules. */
export function walkBody(body: SgNode | null, params: SgNode | null, imports: Record<string, string>): BodyWalk {
  const w: BodyWalk = { uses: [], calls: [], locals: new Set(), localOrigins: {} };
  if (params) bindNames(params, w.locals);
  const origin = (value: SgNode | null) => {
    if (!value) return undefined;
    const v = value.kind() === 'await_expression' ? (value.child(0) ?? value) : value;
    const r = v.kind() === 'new_expression' ? v.field('constructor') : v.kind() === 'call_expression' ? v : null;
    const name = r ? (r.kind() === 'identifier' ? r.text() : rootName(r)) : undefined;
    return name && imports[name] !== undefined ? name : undefined;
  };

  const walk = (n: SgNode | null, mode: Mode, top?: SgNode): void => {
    if (!n) return;
    const k = String(n.kind());
    if (SKIP.has(k)) return;
    switch (k) {
      case 'identifier':
      case 'shorthand_property_identifier':
        w.uses.push({ name: n.text(), mode, expr: (top ?? n).text(), viaThis: false });
        return;
      case 'member_expression': {
        const obj = n.field('object');
        if (obj?.kind() === 'this') {
          w.uses.push({ name: n.field('property')?.text() ?? '', mode, expr: (top ?? n).text(), viaThis: true });
          return;
        }
        return walk(obj, mode, top ?? n);
      }
      case 'subscript_expression':
        walk(n.field('object'), mode, top ?? n);
        return walk(n.field('index'), 'r');
      case 'non_null_expression':
      case 'parenthesized_expression':
        return n
          .children()
          .filter((c) => c.isNamed())
          .forEach((c) => walk(c, mode, top));
      case 'assignment_expression':
        walk(n.field('left'), 'w');
        return walk(n.field('right'), 'r');
      case 'augmented_assignment_expression':
        walk(n.field('left'), 'rw');
        return walk(n.field('right'), 'r');
      case 'update_expression':
        return walk(n.field('argument'), 'rw');
      case 'unary_expression':
        return walk(n.field('argument'), n.field('operator')?.text() === 'delete' ? 'w' : 'r');
      case 'variable_declarator': {
        const name = n.field('name');
        if (name) bindNames(name, w.locals);
        const o = origin(n.field('value'));
        if (o && name?.kind() === 'identifier') w.localOrigins[name.text()] = o;
        return walk(n.field('value'), 'r');
      }
      case 'function_declaration':
      case 'arrow_function':
      case 'function_expression':
      case 'function': {
        const nm = n.field('name');
        if (nm) w.locals.add(nm.text());
        const ps = n.field('parameters') ?? n.field('parameter');
        if (ps) bindNames(ps, w.locals);
        return walk(n.field('body'), 'r');
      }
      case 'catch_clause': {
        const p = n.field('parameter');
        if (p) bindNames(p, w.locals);
        return walk(n.field('body'), 'r');
      }
      case 'call_expression':
        return call(n);
      default:
        for (const c of n.children()) if (c.isNamed()) walk(c, 'r');
    }
  };

  const call = (n: SgNode): void => {
    const fn = n.field('function');
    walk(n.field('arguments'), 'r');
    const line = n.range().start.line + 1;
    if (!fn) return;
    if (fn.kind() === 'identifier')
      return void w.calls.push({ shape: 'ident', name: fn.text(), expr: fn.text(), line });
    if (fn.kind() === 'super') return;
    if (fn.kind() !== 'member_expression') return walk(fn, 'r');
    const obj = fn.field('object');
    const prop = fn.field('property')?.text() ?? '';
    if (obj?.kind() === 'this') return void w.calls.push({ shape: 'this', name: prop, expr: fn.text(), line });
    if (obj?.kind() === 'super') return void w.calls.push({ shape: 'super', name: prop, expr: fn.text(), line });
    w.calls.push({
      shape: 'member',
      name: prop,
      root: (obj && thisField(obj)) ?? (obj ? rootName(obj) : undefined),
      expr: fn.text(),
      line,
    });
    walk(obj, MUTATORS.has(prop) ? 'w' : 'r');
  };

  walk(body, 'r');
  return w;
}
