import type { SgNode } from '@ast-grep/napi';
import type { RawClass, RawFunction, TsFileFacts } from './facts.js';
import { walkBody } from './walk.js';

const PRIMITIVE = new Set(['number', 'string', 'true', 'false', 'null', 'undefined', 'template_string', 'regex']);

function importsOf(root: SgNode, facts: TsFileFacts): void {
  for (const st of root.children()) {
    const decl = st.kind() === 'export_statement' ? st : undefined;
    const src = (decl ?? st).field('source');
    if (st.kind() === 'import_statement' || (decl && src)) {
      const spec = src?.text().slice(1, -1) ?? '';
      facts.specifiers.push(spec);
      for (const id of st.findAll({ rule: { kind: 'identifier', inside: { kind: 'import_clause', stopBy: 'end' } } }))
        facts.imports[id.text()] = spec;
    }
  }
  for (const req of root.findAll({
    rule: { kind: 'call_expression', has: { field: 'function', regex: '^require$' } },
  })) {
    const arg = req.field('arguments')?.find({ rule: { kind: 'string' } });
    if (!arg) continue;
    const spec = arg.text().slice(1, -1);
    facts.specifiers.push(spec);
    const decl = req.parent()?.kind() === 'variable_declarator' ? req.parent() : null;
    const name = decl?.field('name');
    if (name)
      for (const id of name.kind() === 'identifier'
        ? [name]
        : name.findAll({ rule: { any: [{ kind: 'identifier' }, { kind: 'shorthand_property_identifier_pattern' }] } }))
        facts.imports[id.text()] = spec;
  }
}

function fn(node: SgNode, name: string, imports: Record<string, string>, extra: Partial<RawFunction>): RawFunction {
  const params = node.field('parameters') ?? node.field('parameter');
  const body = walkBody(node.field('body'), params, imports);
  const start = node.range().start;
  return {
    name,
    kind: 'function',
    exported: false,
    private: false,
    params: params
      ? params
          .children()
          .filter((c) => c.isNamed())
          .map((c) => (c.field('pattern') ?? c).text())
      : [],
    line: start.line + 1,
    column: start.column + 1,
    uses: body.uses,
    calls: body.calls,
    locals: [...body.locals],
    localOrigins: body.localOrigins,
    ...extra,
  };
}

function classOf(node: SgNode, exported: boolean, facts: TsFileFacts): void {
  const name = node.field('name')?.text() ?? 'default';
  const heritage = node.children().find((c) => c.kind() === 'class_heritage');
  const ext =
    heritage?.find({ rule: { kind: 'extends_clause' } })?.field('value') ??
    heritage?.children().find((c) => c.isNamed() && c.kind() !== 'implements_clause');
  const start = node.range().start;
  const cls: RawClass = {
    name,
    exported,
    abstract: node.kind() === 'abstract_class_declaration',
    base: ext?.text().replace(/<.*$/s, ''),
    fields: [],
    methods: [],
    fieldOrigins: {},
    line: start.line + 1,
    column: start.column + 1,
  };
  for (const m of node.field('body')?.children() ?? []) {
    const k = m.kind();
    const mname = (m.field('name') ?? m.field('property'))?.text() ?? '';
    if (k === 'public_field_definition' || k === 'field_definition') {
      const v = m.field('value');
      const vk = v ? String(v.kind()) : '';
      if (v && (vk === 'arrow_function' || vk === 'function_expression')) {
        // `handler = async () => {…}`: a method written as a field
        const priv =
          mname.startsWith('#') ||
          m.children().some((c) => c.kind() === 'accessibility_modifier' && c.text() !== 'public');
        cls.methods.push(mname);
        facts.functions.push(fn(v, mname, facts.imports, { cls: name, kind: 'method', exported, private: priv }));
        continue;
      }
      cls.fields.push(mname);
      const ctor = v?.kind() === 'new_expression' ? v.field('constructor')?.text() : undefined;
      if (ctor && facts.imports[ctor] !== undefined) cls.fieldOrigins[mname] = ctor;
    } else if (k === 'method_definition' || k === 'abstract_method_signature') {
      cls.methods.push(mname);
      if (k !== 'method_definition') continue;
      const priv =
        mname.startsWith('#') ||
        m.children().some((c) => c.kind() === 'accessibility_modifier' && c.text() !== 'public');
      for (const p of m.field('parameters')?.children() ?? []) {
        // constructor(private db: Pool): a field typed by an import
        if (!p.children().some((c) => c.kind() === 'accessibility_modifier' || c.text() === 'readonly')) continue;
        const pn = p.field('pattern')?.text() ?? '';
        cls.fields.push(pn);
        const t = p
          .field('type')
          ?.find({ rule: { kind: 'type_identifier' } })
          ?.text();
        if (t && facts.imports[t] !== undefined) cls.fieldOrigins[pn] = t;
      }
      facts.functions.push(
        fn(m, mname, facts.imports, {
          cls: name,
          kind: mname === 'constructor' ? 'constructor' : 'method',
          exported,
          private: priv,
        }),
      );
    }
  }
  facts.classes.push(cls);
}

/** `module.exports = { a, b }`, `exports.x = function…`, `module.exports.x = () => …` (CommonJS). */
function commonJsExports(root: SgNode, facts: TsFileFacts, exportedNames: Set<string>): void {
  for (const st of root.children()) {
    const a = st.kind() === 'expression_statement' ? st.child(0) : null;
    if (a?.kind() !== 'assignment_expression') continue;
    const left = a.field('left')?.text() ?? '';
    const right = a.field('right');
    if (!right) continue;
    const rk = String(right.kind());
    if (left === 'module.exports') {
      if (rk === 'identifier') exportedNames.add(right.text());
      for (const p of rk === 'object' ? right.children() : []) {
        if (p.kind() === 'shorthand_property_identifier') exportedNames.add(p.text());
        else if (p.kind() === 'pair' && p.field('value')?.kind() === 'identifier')
          exportedNames.add(p.field('value')?.text() ?? '');
      }
      continue;
    }
    const m = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(left);
    if (!m?.[1]) continue;
    if (rk === 'identifier') exportedNames.add(right.text());
    else if (rk === 'arrow_function' || rk === 'function_expression' || rk === 'function')
      facts.functions.push(fn(right, m[1], facts.imports, { exported: true }));
  }
}

/** Extracts imports, module state, functions and classes of one parsed TS/JS file. */
export function extractFacts(root: SgNode): TsFileFacts {
  const facts: TsFileFacts = { imports: {}, vars: [], functions: [], classes: [], specifiers: [] };
  importsOf(root, facts);
  const exportedNames = new Set(
    root.findAll({ rule: { kind: 'export_specifier' } }).map((s) => s.field('name')?.text() ?? ''),
  );
  commonJsExports(root, facts, exportedNames);
  for (const st of root.children()) {
    const exported = st.kind() === 'export_statement';
    const node = exported
      ? (st.field('declaration') ?? st.children().find((c) => c.isNamed() && c.kind() !== 'string'))
      : st;
    if (!node) continue;
    const k = String(node.kind());
    if (k === 'function_declaration' || k === 'generator_function_declaration') {
      const name = node.field('name')?.text() ?? 'default';
      facts.functions.push(fn(node, name, facts.imports, { exported: exported || exportedNames.has(name) }));
    } else if (k === 'class_declaration' || k === 'abstract_class_declaration' || k === 'class') {
      classOf(node, exported || exportedNames.has(node.field('name')?.text() ?? ''), facts);
    } else if (k === 'lexical_declaration' || k === 'variable_declaration') {
      const isConst = node.child(0)?.text() === 'const';
      for (const d of node.children().filter((c) => c.kind() === 'variable_declarator')) {
        const name = d.field('name');
        const value = d.field('value');
        if (!name || name.kind() !== 'identifier') continue;
        const vk = value ? String(value.kind()) : undefined;
        if (vk === 'arrow_function' || vk === 'function_expression' || vk === 'function') {
          facts.functions.push(
            fn(value as SgNode, name.text(), facts.imports, { exported: exported || exportedNames.has(name.text()) }),
          );
          continue;
        }
        if (value && vk === 'call_expression' && value.field('function')?.text() === 'require') continue;
        const built =
          vk === 'new_expression'
            ? value?.field('constructor')
            : vk === 'call_expression'
              ? value?.field('function')
              : undefined;
        const ctor = built ? /^[A-Za-z_$][\w$]*/.exec(built.text())?.[0] : undefined;
        facts.vars.push({
          name: name.text(),
          constant: isConst && (!value || PRIMITIVE.has(vk ?? '')),
          ...(ctor && facts.imports[ctor] !== undefined ? { origin: ctor } : {}),
        });
      }
    }
  }
  return facts;
}
