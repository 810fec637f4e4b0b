import type { SourceFile } from '@sextant/core-engine';
import type { FileSymbols, SymbolDefinition } from '@sextant/core-engine/ports';
import type { SgNode } from '@ast-grep/napi';
import { ensureLanguage } from '../ast-grep/dynamic-languages.js';
import { symbolSpecs } from './language-specs.js';
import type { SymbolSpec } from './language-specs.js';
import { extractImports } from './imports.js';
import { scanReferences } from './references.js';
import { nestDefinitions } from './nest.js';

const NAME_KINDS = new Set(['identifier', 'type_identifier', 'property_identifier', 'field_identifier', 'constant']);
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function', 'class']);

/** Returns the `symbols` capability of the adapter with this id. */
export function createSymbolExtractor(id: string): (file: SourceFile) => Promise<FileSymbols> {
  const spec = symbolSpecs[id];
  if (!spec) throw new Error(`no symbol spec for ${id}`);
  return async (file) => {
    const sg = await ensureLanguage(spec.lang.toLowerCase());
    const lang = (sg.Lang as Record<string, string>)[spec.lang] ?? spec.lang;
    const root = sg.parse(lang as never, file.content).root();
    // One traversal finds definitions and imports together; declarators whose value is no function are
    // filtered inside ast-grep (most of them), so they never cross into JavaScript.
    const { rule, imports: importKinds } = ruleFor(root, spec);
    const nodes = root.findAll({ rule });
    const isImport = new Set(importKinds);
    const defNodes: { node: SgNode; kind: string }[] = [];
    const importNodes: SgNode[] = [];
    for (const node of nodes) {
      const kind = node.kind() as string;
      if (isImport.has(kind)) importNodes.push(node);
      else defNodes.push({ node, kind });
    }
    const definitions = findDefinitions(defNodes, spec, file.content.split('\n'));
    const defLines = new Set(definitions.map((d) => `${d.name}:${d.start.line}`));
    return {
      definitions,
      references: scanReferences(file.content, defLines),
      imports: extractImports(importNodes),
    };
  };
}

function nameOf(node: SgNode, kind: string, spec: SymbolSpec): string | undefined {
  const field = spec.nameField?.[kind] ?? 'name';
  const named = (node as unknown as { field(n: string): SgNode | null }).field(field);
  if (named) return named.text();
  const child = node.children().find((c) => NAME_KINDS.has(c.kind() as string));
  return child?.text() ?? spec.defaultNames?.[kind];
}

function outerNode(node: SgNode, spec: SymbolSpec): SgNode {
  let outer = node;
  for (let p = outer.parent(); p && spec.wrappers.includes(p.kind() as string); p = p.parent()) outer = p;
  return outer;
}

function leadingDoc(outer: SgNode, startLine: number, spec: SymbolSpec): string | undefined {
  const lines: string[] = [];
  let expectLine = startLine;
  // Python puts a comment before a block's first statement ahead of the block itself.
  const first = outer.prev() ?? (outer.parent()?.kind() === 'block' ? outer.parent()!.prev() : null);
  for (let prev = first; prev && spec.comments.includes(prev.kind() as string); prev = prev.prev()) {
    const r = prev.range();
    if (r.end.line < expectLine - 1) break;
    lines.unshift(prev.text());
    expectLine = r.start.line;
  }
  return lines.length ? lines.join('\n') : undefined;
}

function docstring(node: SgNode): string | undefined {
  const body = (node as unknown as { field(n: string): SgNode | null }).field('body');
  const first = body?.children()[0];
  if (first?.kind() !== 'expression_statement') return undefined;
  const str = first.children()[0];
  return str?.kind() === 'string' ? str.text() : undefined;
}

// Specs share kind lists between related grammars (TS/JS); keep the kinds this grammar knows.
const knownKinds = new Map<string, boolean>();
function known(root: SgNode, lang: string, kind: string): boolean {
  const key = `${lang}:${kind}`;
  let ok = knownKinds.get(key);
  if (ok === undefined) {
    try {
      root.find({ rule: { kind } });
      ok = true;
    } catch {
      ok = false;
    }
    knownKinds.set(key, ok);
  }
  return ok;
}

type Rule = Parameters<SgNode['findAll']>[0] extends infer M ? (M extends { rule: infer R } ? R : never) : never;
const rules = new Map<string, { rule: Rule; imports: string[] }>();
function ruleFor(root: SgNode, spec: SymbolSpec): { rule: Rule; imports: string[] } {
  let r = rules.get(spec.lang);
  if (!r) {
    const imports = spec.imports.filter((k) => known(root, spec.lang, k));
    const values = [...FUNCTION_VALUES].filter((k) => known(root, spec.lang, k));
    const kinds = Object.keys(spec.definitions).filter((k) => known(root, spec.lang, k));
    const any = [...kinds, ...imports].map((kind) =>
      kind === 'variable_declarator'
        ? { kind, has: { field: 'value', any: values.map((v) => ({ kind: v })) } }
        : { kind },
    );
    r = { rule: { any } as Rule, imports };
    rules.set(spec.lang, r);
  }
  return r;
}

function findDefinitions(
  nodes: readonly { node: SgNode; kind: string }[],
  spec: SymbolSpec,
  lines: readonly string[],
): SymbolDefinition[] {
  const defs: (SymbolDefinition & { classLike: boolean })[] = [];
  for (const { node, kind } of nodes) {
    const name = nameOf(node, kind, spec);
    if (!name) continue;
    const outer = outerNode(node, spec);
    const r = outer.range();
    const doc = leadingDoc(outer, r.start.line, spec) ?? (spec.docstrings ? docstring(node) : undefined);
    const first = outer === node ? r.start.line : node.range().start.line;
    defs.push({
      name,
      kind: spec.definitions[kind]!,
      start: { line: r.start.line + 1, column: r.start.column + 1 },
      end: { line: r.end.line + 1, column: r.end.column + 1 },
      ...(doc ? { doc } : {}),
      signature: (lines[first] ?? '').trim().slice(0, 200),
      classLike: spec.classLike.includes(kind),
    });
  }
  return nestDefinitions(defs);
}
