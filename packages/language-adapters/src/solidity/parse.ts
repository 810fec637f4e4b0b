import type { SgNode } from '@ast-grep/napi';
import type { SourceFile } from '@sextant/core-engine';
import type { ParsedSource } from '@sextant/core-engine/ports';
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

/** Where tree-sitter gave up: its first ERROR node or MISSING (zero-width, inserted) token. */
interface Problem {
  line: number;
  column: number;
  message: string;
}

const printable = (s: string) =>
  s
    .slice(0, 24)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, '?');

function problemIn(root: SgNode): Problem | undefined {
  const error = root.find({ rule: { kind: 'ERROR' } });
  const missing = root.find({ rule: { regex: '^$', not: { kind: 'source_file' } } });
  const first = [error, missing]
    .filter((n): n is SgNode => !!n)
    .sort((a, b) => a.range().start.index - b.range().start.index)[0];
  if (!first) return undefined;
  const at = first.range().start;
  const message =
    first === missing ? `missing "${first.kind()}"` : `syntax error at "${printable(first.text().trim()) || 'end'}"`;
  return { line: at.line + 1, column: at.column + 1, message };
}

const SYNTAX_HINT = 'Fix the syntax error at that line and column, or leave the file out of files/paths.';

/** ANTLR lists every token it expected: keep the start of that list. */
const shorten = (m: string) => (m.length > 160 ? `${m.slice(0, 157)}…` : m);

function parseError(file: SourceFile, problem: Problem, cause?: unknown): AppError {
  const p = { ...problem, message: shorten(problem.message) };
  return new AppError('parse_error', `${file.path}:${p.line}:${p.column}: ${p.message}`, {
    type: 'input_error',
    hint: SYNTAX_HINT,
    details: { file: file.path, line: p.line, column: p.column, message: p.message },
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * Parses with tree-sitter-solidity (native, several times faster). A tree with any ERROR or MISSING node goes
 * to @solidity-parser/parser, which either parses the file (a grammar gap) or reports the exact `parse_error`.
 */
export async function parseSolidityFast(file: SourceFile): Promise<ParsedSource> {
  const sg = await ensureLanguage('solidity');
  const root = sg.parse('solidity', file.content).root();
  const problem = problemIn(root);
  if (problem) return parseSolidity(file, problem);
  const ast = sourceUnit(root);
  const imports = (ast.children as Ast[]).filter((n) => n.type === 'ImportDirective').map((n) => n.path as string);
  const data: SolidityParse = { ast, source: file.content };
  return { path: file.path, imports, data };
}

/**
 * Parses one Solidity file with @solidity-parser/parser (loaded on first use). Its syntax errors come back as
 * `parse_error` with file, line, column and its message; where it fails inside (it sometimes throws a TypeError
 * on recovered trees), the position and message are tree-sitter's. Internal exception text never reaches the answer.
 */
export async function parseSolidity(file: SourceFile, known?: Problem): Promise<ParsedSource> {
  parser ??= import('@solidity-parser/parser');
  const sp = await parser;
  let ast: Ast;
  try {
    ast = sp.parse(file.content, { loc: true, range: true, tolerant: false });
  } catch (cause) {
    const first = (cause as { errors?: { message: string; line: number; column: number }[] }).errors?.[0];
    if (first && typeof first.line === 'number')
      throw parseError(file, { line: first.line, column: first.column + 1, message: first.message }, cause);
    const p = known ?? problemIn((await ensureLanguage('solidity')).parse('solidity', file.content).root());
    throw parseError(file, p ?? { line: 1, column: 1, message: 'not valid Solidity' }, cause);
  }
  const imports = (ast.children as Ast[]).filter((n) => n.type === 'ImportDirective').map((n) => n.path as string);
  const data: SolidityParse = { ast, source: file.content };
  return { path: file.path, imports, data };
}
