import { spanOf } from './cursor.js';
import type { Cursor } from './cursor.js';
import { parseGenericArgs, parseGenericParams, parseTypeAnnotation, splitTyped } from './signature.js';
import type { CompactToken } from './tokenizer.js';
import type { CompactDeclaration, CompactParam } from './types.js';

/** Where a declaration is parsed: the cursor, the output list and the enclosing module path. */
export interface DeclContext {
  c: Cursor;
  out: CompactDeclaration[];
  container?: string;
}

/** Modifiers read before the keyword, and the declaration's first token. */
export interface Modifiers {
  first: CompactToken;
  exported: boolean;
  sealed: boolean;
  pure: boolean;
  isNew: boolean;
}

/** Parses one declaration whose keyword is at the cursor; returns false when recovery is needed. */
export type DeclParser = (ctx: DeclContext, mods: Modifiers) => boolean;

type Omitted = 'start' | 'end' | 'offset' | 'endOffset' | 'container' | 'exported' | 'doc' | 'name';
type Fields<K extends CompactDeclaration['kind']> = Omit<Extract<CompactDeclaration, { kind: K }>, Omitted>;

/** Appends a declaration spanning from its first token to the last consumed one. */
export function emit<K extends CompactDeclaration['kind']>(
  ctx: DeclContext,
  mods: Modifiers,
  name: string,
  fields: Fields<K> & { kind: K },
): void {
  const last = ctx.c.last() ?? mods.first;
  const decl = { ...spanOf(mods.first, last), name, exported: mods.exported, ...fields } as CompactDeclaration;
  if (ctx.container) decl.container = ctx.container;
  if (mods.first.doc) decl.doc = mods.first.doc;
  ctx.out.push(decl);
}

const fail = (c: Cursor, at: CompactToken | undefined, message: string): false => {
  c.report(at, message);
  return false;
};
export const endStatement = (c: Cursor, what: string) => Boolean(c.expect(';', `after ${what}`));

export const parsePragma: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const id = c.expectIdent('after "pragma"');
  const version = c.readUntil([';'], false);
  if (!id) return false;
  const ok = endStatement(c, 'the pragma');
  emit(ctx, mods, id.text, { kind: 'pragma', version: c.text(version) });
  return ok;
};

export const parseInclude: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const file = c.peek();
  if (file?.kind !== 'string') return fail(c, file, 'Expected a quoted file name after "include".');
  c.next();
  const ok = endStatement(c, 'the include');
  emit(ctx, mods, unquote(file.text), { kind: 'include' });
  return ok;
};

export const parseImport: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  let selection: { name: string; alias?: string }[] | undefined;
  if (c.is('{')) {
    c.next();
    selection = [];
    while (c.peek()?.kind === 'ident') {
      const name = (c.next() as CompactToken).text;
      const alias = c.accept('as') ? c.expectIdent('after "as"')?.text : undefined;
      selection.push(alias ? { name, alias } : { name });
      if (!c.accept(',')) break;
    }
    if (!c.expect('}', 'to close the import selection') || !c.expect('from', 'after the import selection'))
      return false;
  }
  const target = c.peek();
  if (target?.kind !== 'ident' && target?.kind !== 'string') {
    return fail(c, target, 'Expected a module name or a quoted path after "import".');
  }
  c.next();
  const genericArgs = c.is('<') ? parseGenericArgs(c) : undefined;
  const prefix = c.accept('prefix') ? c.expectIdent('after "prefix"')?.text : undefined;
  const ok = endStatement(c, 'the import');
  emit(ctx, mods, unquote(target.text), {
    kind: 'import',
    isPath: target.kind === 'string',
    ...(selection ? { selection } : {}),
    ...(genericArgs ? { genericArgs } : {}),
    ...(prefix ? { prefix } : {}),
  });
  return ok;
};

export const parseExportList: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next(); // {
  const names: string[] = [];
  while (c.peek()?.kind === 'ident') {
    names.push((c.next() as CompactToken).text);
    if (!c.accept(',')) break;
  }
  const ok = Boolean(c.expect('}', 'to close the export list'));
  c.accept(';');
  emit(ctx, mods, names.join(', '), { kind: 'export', names });
  return ok;
};

export const parseLedger: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  if (c.is('{')) return parseLedgerBlock(ctx, mods);
  const name = c.expectIdent('after "ledger"');
  if (!name) return false;
  const type = parseTypeAnnotation(c, [';'], `ledger field "${name.text}"`);
  const ok = endStatement(c, `ledger field "${name.text}"`);
  emit(ctx, mods, name.text, { kind: 'ledger', sealed: mods.sealed, type });
  return ok && type !== '';
};

// Pre-0.14 `ledger { a: T; b: U; }` blocks: each field is a ledger declaration.
function parseLedgerBlock(ctx: DeclContext, mods: Modifiers): boolean {
  const { c } = ctx;
  c.next();
  while (c.peek() && !c.is('}')) {
    const field = c.readUntil([';'], true);
    const ended = Boolean(c.accept(';'));
    if (field.length === 0) {
      if (ended) continue;
      break; // a closer we do not own: let the caller report it
    }
    const { name, type } = splitTyped(c, field, 'ledger field');
    emit(ctx, { ...mods, first: field[0] as CompactToken }, name, { kind: 'ledger', sealed: mods.sealed, type });
  }
  return Boolean(c.expect('}', 'to close the ledger block'));
}

export const parseStruct: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const name = c.expectIdent('after "struct"');
  if (!name) return false;
  const generics = parseGenericParams(c);
  if (!c.expect('{', `to open struct "${name.text}"`)) return false;
  const fields: CompactParam[] = [];
  while (c.peek() && !c.is('}')) {
    const field = c.readUntil([';', ','], true);
    if (field.length > 0) fields.push(splitTyped(c, field, `field of struct "${name.text}"`));
    if (!c.accept(';') && !c.accept(',')) break;
  }
  const ok = Boolean(c.expect('}', `to close struct "${name.text}"`));
  c.accept(';');
  emit(ctx, mods, name.text, { kind: 'struct', generics, fields });
  return ok;
};

export const parseEnum: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const name = c.expectIdent('after "enum"');
  if (!name || !c.expect('{', `to open enum "${name.text}"`)) return false;
  const members: string[] = [];
  while (c.peek()?.kind === 'ident') {
    members.push((c.next() as CompactToken).text);
    if (!c.accept(',')) break;
  }
  const ok = Boolean(c.expect('}', `to close enum "${name.text}"`));
  c.accept(';');
  emit(ctx, mods, name.text, { kind: 'enum', members });
  return ok;
};

export const parseTypeDecl: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const name = c.expectIdent('after "type"');
  if (!name) return false;
  const generics = parseGenericParams(c);
  if (!c.expect('=', `after type "${name.text}"`)) return false;
  const type = c.text(c.readUntil([';'], true));
  const ok = endStatement(c, `type "${name.text}"`);
  emit(ctx, mods, name.text, { kind: 'type', isNew: mods.isNew, generics, type });
  return ok;
};

/** Strips the quotes of a string literal. */
function unquote(text: string): string {
  return text.length >= 2 && (text[0] === '"' || text[0] === "'") ? text.slice(1, -1) : text;
}
