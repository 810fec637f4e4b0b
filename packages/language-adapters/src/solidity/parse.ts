import type { ParsedSource, SourceFile } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import type * as SolidityParser from '@solidity-parser/parser';
import { ensureLanguage } from '../ast-grep/dynamic-languages.js';
import type { Ast } from './ast.js';
import { sourceUnit } from './tree-sitter/declarations.js';

type Parser = typeof SolidityParser;
let parser: Promise<Parser> | undefined;

/** Parsed Solidity file: the AST and the source it came from. */
export interface SolidityParse {
  ast: Ast;
  source: string;
}

/** Which front end parses Solidity: tree-sitter through ast-grep (fast) or @solidity-parser/parser (exact errors). */
export type SolidityParserId = 'tree-sitter' | 'solidity-parser';

/**
 * Parses with tree-sitter-solidity (native, several times faster); a file tree-sitter cannot parse cleanly
 * goes to @solidity-parser/parser, which either parses it or reports the exact `parse_error`.
 */
export async function parseSolidityFast(file: SourceFile): Promise<ParsedSource> {
  const sg = await ensureLanguage('solidity');
  const root = sg.parse('solidity', file.content).root();
  if (root.find({ rule: { kind: 'ERROR' } })) return parseSolidity(file);
  const ast = sourceUnit(root);
  const imports = (ast.children as Ast[]).filter((n) => n.type === 'ImportDirective').map((n) => n.path as string);
  const data: SolidityParse = { ast, source: file.content };
  return { path: file.path, imports, data };
}

/** Parses one Solidity file with @solidity-parser/parser (loaded on first use). */
export async function parseSolidity(file: SourceFile): Promise<ParsedSource> {
  parser ??= import('@solidity-parser/parser');
  const sp = await parser;
  let ast: Ast;
  try {
    ast = sp.parse(file.content, { loc: true, range: true, tolerant: false });
  } catch (cause) {
    const first = (cause as { errors?: { message: string; line: number; column: number }[] }).errors?.[0];
    throw new AppError('parse_error', `${file.path}:${first?.line ?? 0}: ${first?.message ?? String(cause)}`, {
      type: 'input_error',
      hint: 'Fix the syntax error at that line, or leave the file out of files/paths.',
      details: { file: file.path, line: first?.line ?? 0, column: first?.column ?? 0 },
      cause,
    });
  }
  const imports = (ast.children as Ast[]).filter((n) => n.type === 'ImportDirective').map((n) => n.path as string);
  const data: SolidityParse = { ast, source: file.content };
  return { path: file.path, imports, data };
}
