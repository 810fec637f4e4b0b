import { emit, endStatement } from './declarations.js';
import type { DeclParser } from './declarations.js';
import { parseGenericParams, parseParams, parseTypeAnnotation } from './signature.js';
import type { CompactContract } from './types.js';

// Declarations with parameter lists: witnesses, circuits, the constructor and external contracts.

export const parseWitness: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const name = c.expectIdent('after "witness"');
  if (!name) return false;
  const generics = parseGenericParams(c);
  const params = parseParams(c, `witness "${name.text}"`);
  const returnType = params ? parseTypeAnnotation(c, [';', '{'], `witness "${name.text}"`) : '';
  if (c.is('{')) {
    c.report(
      c.peek(),
      `Witness "${name.text}" has a body: witnesses are declared with ";" and implemented in TypeScript.`,
    );
    c.skipBalanced();
  } else if (!endStatement(c, `witness "${name.text}"`)) {
    emit(ctx, mods, name.text, { kind: 'witness', generics, params: params ?? [], returnType });
    return false;
  }
  emit(ctx, mods, name.text, { kind: 'witness', generics, params: params ?? [], returnType });
  return Boolean(params);
};

export const parseCircuit: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const name = c.expectIdent('after "circuit"');
  if (!name) return false;
  const generics = parseGenericParams(c);
  const params = parseParams(c, `circuit "${name.text}"`);
  let returnType = '';
  if (c.is(':')) returnType = parseTypeAnnotation(c, ['{', ';'], `circuit "${name.text}"`);
  else if (params)
    c.report(c.peek(), `Missing ": ReturnType" after the parameters of circuit "${name.text}" (use ": []" for none).`);
  const fields = { kind: 'circuit' as const, pure: mods.pure, generics, params: params ?? [], returnType };
  if (c.accept(';')) {
    emit(ctx, mods, name.text, fields);
    return Boolean(params);
  }
  if (!c.is('{')) {
    c.report(c.peek(), `Expected the body "{ … }" of circuit "${name.text}".`);
    emit(ctx, mods, name.text, fields);
    return false;
  }
  const body = c.skipBalanced();
  emit(ctx, mods, name.text, { ...fields, ...(body ? { body } : {}) });
  return Boolean(params);
};

export const parseConstructor: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  const params = parseParams(c, 'the constructor');
  const body = c.is('{') ? c.skipBalanced() : undefined;
  if (!body) c.report(c.peek(), 'Expected the constructor body "{ … }".');
  c.accept(';');
  emit(ctx, mods, 'constructor', { kind: 'constructor', params: params ?? [], ...(body ? { body } : {}) });
  return Boolean(params && body);
};

export const parseContract: DeclParser = (ctx, mods) => {
  const { c } = ctx;
  c.next();
  if (c.accept('implements')) {
    const names = c
      .readUntil([';'], true)
      .filter((t) => t.kind === 'ident')
      .map((t) => t.text);
    const ok = endStatement(c, '"contract implements"');
    emit(ctx, mods, names.join(', '), { kind: 'implements', names });
    return ok && names.length > 0;
  }
  const name = c.expectIdent('after "contract"');
  if (!name || !c.expect('{', `to open contract "${name.text}"`)) return false;
  const circuits: CompactContract['circuits'] = [];
  while (c.peek() && !c.is('}')) {
    const pure = Boolean(c.accept('pure'));
    if (!c.expect('circuit', `in contract "${name.text}"`)) break;
    const id = c.expectIdent('after "circuit"');
    const params = id ? parseParams(c, `circuit "${id.text}"`) : undefined;
    if (!id || !params) break;
    const returnType = parseTypeAnnotation(c, [';', '}'], `circuit "${id.text}"`);
    circuits.push({ name: id.text, pure, params, returnType });
    if (!c.expect(';', `after circuit "${id.text}"`)) break;
  }
  const ok = Boolean(c.expect('}', `to close contract "${name.text}"`));
  c.accept(';');
  emit(ctx, mods, name.text, { kind: 'contract', circuits });
  return ok;
};
