import { createCursor, spanOf } from './cursor.js';
import { applyExportLists } from './exports.js';
import type { Cursor } from './cursor.js';
import { parseCircuit, parseConstructor, parseContract, parseWitness } from './callables.js';
import {
  emit,
  parseEnum,
  parseExportList,
  parseImport,
  parseInclude,
  parseLedger,
  parsePragma,
  parseStruct,
  parseTypeDecl,
} from './declarations.js';
import type { DeclContext, DeclParser, Modifiers } from './declarations.js';
import { COMPACT_RESERVED_WORDS } from './reserved.js';
import { parseGenericParams } from './signature.js';
import { tokenizeCompact } from './tokenizer.js';
import type { CompactToken } from './tokenizer.js';
import type { CompactParseResult } from './types.js';

const PARSERS: Record<string, DeclParser> = {
  pragma: parsePragma,
  include: parseInclude,
  import: parseImport,
  module: parseModule,
  ledger: parseLedger,
  witness: parseWitness,
  circuit: parseCircuit,
  constructor: parseConstructor,
  struct: parseStruct,
  enum: parseEnum,
  contract: parseContract,
  type: parseTypeDecl,
};
const MODIFIERS = new Set(['export', 'sealed', 'pure', 'new']);
// Which modifiers each keyword accepts; anything else is reported and ignored.
const ALLOWED: Record<string, readonly string[]> = {
  ledger: ['export', 'sealed'],
  circuit: ['export', 'pure'],
  witness: ['export'],
  module: ['export'],
  struct: ['export'],
  enum: ['export'],
  contract: ['export'],
  type: ['export', 'new'],
};
const STARTS = new Set([...Object.keys(PARSERS), ...MODIFIERS]);

/** Parses Compact source into declarations with positions; never throws (malformed input gives diagnostics). */
export function parseCompact(source: string): CompactParseResult {
  const { tokens, diagnostics } = tokenizeCompact(source);
  const declarations: CompactParseResult['declarations'] = [];
  const c = createCursor(source, tokens, diagnostics);
  try {
    parseElements({ c, out: declarations }, false);
  } catch (error) {
    // A parser bug must not take the caller down: keep what was found and say where it stopped.
    c.report(
      c.peek(),
      `Internal parser error (partial result): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const reexported = applyExportLists(declarations);
  reportReserved(tokens, c);
  return { declarations, diagnostics, tokens, reexported };
}

/** A reserved word is never a valid token (keywords are not in the list), wherever it stands: say so at its place. */
function reportReserved(tokens: readonly CompactToken[], c: Cursor): void {
  for (const token of tokens) {
    const why = token.kind === 'ident' ? COMPACT_RESERVED_WORDS.get(token.text) : undefined;
    if (why) c.report(token, `"${token.text}" is reserved in Compact (${why}); rename it.`);
  }
}

/** Parses program elements until end of file or, inside a module, its closing brace (not consumed). */
function parseElements(ctx: DeclContext, inModule: boolean): void {
  const { c } = ctx;
  for (let token = c.peek(); token; token = c.peek()) {
    if (token.kind === 'punct' && token.text === '}' && inModule) return;
    if (token.kind === 'punct' && token.text === ';') {
      c.next();
      continue;
    }
    const start = c.index;
    const ok = parseElement(ctx, token);
    if (!ok) recover(c, inModule);
    if (c.index === start) c.next(); // always make progress
  }
}

function parseElement(ctx: DeclContext, first: CompactToken): boolean {
  const { c } = ctx;
  const mods: Modifiers = { first, exported: false, sealed: false, pure: false, isNew: false };
  const seen: CompactToken[] = [];
  while (c.peek()?.kind === 'ident' && MODIFIERS.has(c.peek()?.text ?? '')) {
    if (c.is('export') && c.is('{', 1)) break;
    const mod = c.next() as CompactToken;
    seen.push(mod);
    if (mod.text === 'export') mods.exported = true;
    else if (mod.text === 'sealed') mods.sealed = true;
    else if (mod.text === 'pure') mods.pure = true;
    else mods.isNew = true;
  }
  if (c.is('export') && c.is('{', 1)) {
    c.next();
    return parseExportList(ctx, { ...mods, exported: true });
  }
  const keyword = c.peek();
  const parser = keyword?.kind === 'ident' ? PARSERS[keyword.text] : undefined;
  if (!keyword || !parser) {
    c.report(
      keyword,
      `Unexpected ${keyword ? `"${keyword.text}"` : 'end of file'}: expected a declaration (circuit, ledger, witness, struct, enum, module, import, …).`,
    );
    if (keyword && !STARTS.has(keyword.text)) c.next();
    return false;
  }
  const allowed = ALLOWED[keyword.text] ?? [];
  for (const mod of seen) {
    if (!allowed.includes(mod.text))
      c.report(mod, `"${mod.text}" does not apply to ${keyword.text}; remove it.`, 'warning');
  }
  return parser(ctx, mods);
}

function parseModule(ctx: DeclContext, mods: Modifiers): boolean {
  const { c } = ctx;
  c.next();
  const name = c.expectIdent('after "module"');
  if (!name) return false;
  const generics = parseGenericParams(c);
  const open = c.expect('{', `to open module "${name.text}"`);
  if (!open) return false;
  const index = ctx.out.length;
  const container = ctx.container ? `${ctx.container}.${name.text}` : name.text;
  parseElements({ ...ctx, container }, true);
  const close = c.expect('}', `to close module "${name.text}"`);
  const body = spanOf(open, close ?? c.last() ?? open);
  // The module precedes its members in the output, as in the source.
  const members = ctx.out.splice(index);
  emit(ctx, mods, name.text, { kind: 'module', generics, body });
  ctx.out.push(...members);
  return Boolean(close);
}

/** Skips to a plausible declaration start after an error: past `;` or a `{…}` block, or before a keyword. */
function recover(c: Cursor, inModule: boolean): void {
  for (let token = c.peek(); token; token = c.peek()) {
    if (token.kind === 'punct' && token.text === ';') return void c.next();
    if (token.kind === 'punct' && token.text === '{') {
      c.skipBalanced();
      c.accept(';');
      return;
    }
    if (token.kind === 'punct' && token.text === '}') {
      if (inModule) return;
      c.next();
      continue;
    }
    if (token.kind === 'ident' && STARTS.has(token.text)) return;
    c.next();
  }
}
