import type { FileSymbols, SymbolDefinition, SymbolReference } from '@sextant/core-engine/ports';
import { signatureOf } from './signature-text.js';
import type { CompactCircuit, CompactDeclaration, CompactParseResult } from './types.js';

// Declarations that are not definitions a reader would look up.
const NOT_DEFINITIONS = new Set<CompactDeclaration['kind']>(['pragma', 'include', 'import', 'export', 'implements']);
// Call-like syntax that is not a call of a user symbol.
const NOT_CALLS = new Set(['if', 'for', 'return', 'circuit', 'witness', 'constructor', 'assert', 'const']);

/** Converts a parse into the port's FileSymbols: definitions, call references and imported modules. */
export function toFileSymbols(parse: CompactParseResult): FileSymbols {
  const definitions: SymbolDefinition[] = parse.declarations
    .filter((d) => !NOT_DEFINITIONS.has(d.kind))
    .map((d) => ({
      name: d.name,
      kind: d.kind,
      ...(d.container ? { container: d.container } : {}),
      start: d.start,
      end: d.end,
      ...(d.doc ? { doc: d.doc } : {}),
      signature: signatureOf(d),
    }));
  const references: SymbolReference[] = [];
  const { tokens } = parse;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t?.kind !== 'ident' || NOT_CALLS.has(t.text)) continue;
    const before = tokens[i - 1]?.text;
    if (before === 'circuit' || before === 'witness' || before === '.') continue;
    if (tokens[i + 1]?.text === '(' || (tokens[i + 1]?.text === '<' && isGenericCall(tokens, i + 1))) {
      references.push({ name: t.text, line: t.start.line });
    }
  }
  const imports = parse.declarations.filter((d) => d.kind === 'import' || d.kind === 'include').map((d) => d.name);
  return { definitions, references, imports };
}

// `f<T>(…)`: a generic call, as opposed to a comparison `a < b`.
function isGenericCall(tokens: CompactParseResult['tokens'], open: number): boolean {
  let depth = 0;
  for (let k = open; k < tokens.length && k < open + 64; k++) {
    const text = tokens[k]?.text;
    if (text === '<') depth++;
    else if (text === '>' && --depth === 0) return tokens[k + 1]?.text === '(';
    else if (text === ';' || text === '{' || text === '}') return false;
  }
  return false;
}

/** A circuit callers outside the contract can invoke. */
export type CompactEntrypoint = Pick<
  CompactCircuit,
  'name' | 'container' | 'start' | 'end' | 'pure' | 'params' | 'returnType'
>;

/**
 * Exported circuits of the contract: file-level circuits with `exported` (the modifier or an `export { … }` list)
 * and module circuits re-exported at file level. A library file (only modules at top level) exposes its modules'
 * exported circuits instead.
 */
export function compactEntrypoints(parse: CompactParseResult): CompactEntrypoint[] {
  const circuits = parse.declarations.filter((d): d is CompactCircuit => d.kind === 'circuit');
  const isLibrary = !parse.declarations.some(
    (d) => !d.container && ['circuit', 'ledger', 'constructor'].includes(d.kind),
  );
  const chosen = circuits.filter((c) =>
    isLibrary ? c.exported : (c.exported && !c.container) || parse.reexported.has(c),
  );
  return chosen.map(({ name, container, start, end, pure, params, returnType }) => ({
    name,
    ...(container ? { container } : {}),
    start,
    end,
    pure,
    params,
    returnType,
  }));
}
