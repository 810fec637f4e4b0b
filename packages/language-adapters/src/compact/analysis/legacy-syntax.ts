import type { CompactParseResult } from '../types.js';

/** Syntax that older Compact accepted and current releases reject or deprecate, found in a parse. */
export function legacySyntax(parse: CompactParseResult): { line: number; column: number; message: string }[] {
  const out: { line: number; column: number; message: string }[] = [];
  const { tokens } = parse;
  tokens.forEach((t, i) => {
    if (t.kind === 'ident' && t.text === 'ledger' && tokens[i + 1]?.text === '{') {
      out.push({
        ...t.start,
        message: 'A `ledger { … }` block: declare each field with its own `export ledger name: Type;`.',
      });
    }
  });
  for (const d of parse.declarations) {
    if ((d.kind === 'circuit' || d.kind === 'witness') && d.returnType === 'Void') {
      out.push({ ...d.start, message: `"${d.name}" returns Void: write \`[]\` for no value.` });
    }
  }
  for (const d of parse.diagnostics) {
    if (d.message.includes('witnesses are declared')) out.push({ line: d.line, column: d.column, message: d.message });
  }
  return out.sort((a, b) => a.line - b.line);
}
