import type { AnalysisUnit, AnalyzedFunction, CodeAnalyzer, CodeModel } from '@sextant/core-engine/ports';
import type { SourceBudget } from '../budget/nesting.js';
import { assertSourceBudget } from '../budget/nesting.js';
import type { Ast } from './ast.js';
import { startOf } from './ast.js';
import { walkBody } from './body.js';
import type { SolContract, SolFile, SolFunc } from './model.js';
import { buildProject } from './model.js';
import type { SolidityParserId } from './parse.js';
import { parseSolidity, parseSolidityFast } from './parse.js';
import type { Scope } from './resolve.js';
import { findModifier } from './resolve.js';

function analyzeFunction(scope: Scope, fn: SolFunc, source: string): AnalyzedFunction {
  const node = fn.node;
  const modifiers = ((node.modifiers ?? []) as Ast[])
    .map((m) => m.name as string)
    .filter((n) => findModifier(scope, n));
  const facts = node.body ? walkBody(scope, fn, source) : { reads: [], writes: [], calls: [] };
  return {
    file: fn.file,
    unit: fn.contract?.name ?? '',
    name: fn.name,
    signature: fn.signature,
    kind: fn.kind,
    visibility: fn.visibility,
    mutability: fn.mutability,
    modifiers,
    virtual: fn.virtual,
    implemented: !!node.body,
    location: { line: startOf(node).line, column: startOf(node).column + 1 },
    ...facts,
  };
}

function unitOf(c: SolContract): AnalysisUnit {
  const loc = startOf(c.node);
  return {
    file: c.file,
    name: c.name,
    kind: c.kind,
    bases: c.bases,
    linearization: c.linearization.map((b) => ({ file: b.file, name: b.name })),
    location: { line: loc.line, column: loc.column + 1 },
  };
}

function scopeFor(project: ReturnType<typeof buildProject>, file: SolFile, contract: SolContract | undefined): Scope {
  return { project, file, contract, locals: [] };
}

/** Options for {@link createSolidityAnalyzer}. */
export interface SolidityAnalyzerOptions {
  /** @default 'tree-sitter' */
  parser?: SolidityParserId;
  /** Nesting and size limits checked before parsing; a file past them is INVALID_INPUT (file, line, limit). */
  budget?: SourceBudget;
}

/** Solidity analysis: contracts, inheritance, state access and calls, on either front end. */
export function createSolidityAnalyzer(opts: SolidityAnalyzerOptions = {}): CodeAnalyzer {
  const parse = opts.parser === 'solidity-parser' ? parseSolidity : parseSolidityFast;
  return {
    async parse(file) {
      assertSourceBudget(file.path, file.content, opts.budget); // both front ends and the walkers recurse per level
      return parse(file);
    },
    link,
  };
}

function link(parsed: Parameters<CodeAnalyzer['link']>[0], imports: Parameters<CodeAnalyzer['link']>[1]): CodeModel {
  const project = buildProject(parsed, imports);
  const units: AnalysisUnit[] = [];
  const functions: AnalyzedFunction[] = [];
  for (const file of project.files.values()) {
    for (const fn of file.functions)
      functions.push(analyzeFunction(scopeFor(project, file, undefined), fn, file.source));
    for (const c of file.contracts) {
      units.push(unitOf(c));
      for (const fn of [...c.functions, ...c.modifiers])
        functions.push(analyzeFunction(scopeFor(project, file, c), fn, file.source));
    }
  }
  return { units, functions };
}

/** The default Solidity analyzer (tree-sitter front end, solidity-parser for files it cannot parse). */
export const solidityAnalyzer: CodeAnalyzer = createSolidityAnalyzer();
