import { AppError } from '@sextant/core-engine';

/** Limits a source must keep before any parser sees it. */
export interface SourceBudget {
  /** Open brackets ( [ { at once, and if/else or ?: nested in one statement. @default 500 */
  maxDepth?: number;
  /** Characters in one file. @default 4_000_000 */
  maxChars?: number;
}

/** Where a source first goes past its budget. */
export interface BudgetBreach {
  kind: 'brackets' | 'conditionals' | 'size';
  line: number;
  column: number;
  limit: number;
}

const DEFAULT_MAX_DEPTH = 500;
const DEFAULT_MAX_CHARS = 4_000_000;

const isIdent = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36;

/**
 * One linear pass over C-like source (Solidity, Compact, TypeScript, JavaScript): comments and string literals
 * are skipped, brackets counted, and chains of `if`/`else if`/`?:` that nest inside one statement counted. Parsers
 * and tree walkers recurse per level, so a source past the budget would exhaust the stack (or the CPU) there.
 */
export function scanBudget(source: string, budget: SourceBudget = {}): BudgetBreach | undefined {
  const maxDepth = budget.maxDepth ?? DEFAULT_MAX_DEPTH;
  const maxChars = budget.maxChars ?? DEFAULT_MAX_CHARS;
  if (source.length > maxChars) return { kind: 'size', line: 1, column: 1, limit: maxChars };
  let line = 1;
  let lineStart = 0;
  let depth = 0;
  let chain = 0;
  let chainBase = 0;
  let pendingReset = false; // a `;` `,` or `}` ended the statement unless `else` follows
  const n = source.length;
  const at = (i: number, kind: BudgetBreach['kind']): BudgetBreach => ({
    kind,
    line,
    column: i - lineStart + 1,
    limit: maxDepth,
  });
  for (let i = 0; i < n; i++) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      line++;
      lineStart = i + 1;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) continue;
    const next = source.charCodeAt(i + 1);
    if (c === 47 && next === 47) {
      while (i < n && source.charCodeAt(i) !== 10) i++;
      i--;
      continue;
    }
    if (c === 47 && next === 42) {
      for (i += 2; i < n && !(source.charCodeAt(i) === 42 && source.charCodeAt(i + 1) === 47); i++)
        if (source.charCodeAt(i) === 10) {
          line++;
          lineStart = i + 1;
        }
      i++;
      continue;
    }
    if (c === 34 || c === 39 || c === 96) {
      for (i++; i < n && source.charCodeAt(i) !== c; i++) {
        const s = source.charCodeAt(i);
        if (s === 92) i++;
        else if (s === 10) {
          line++;
          lineStart = i + 1;
          if (c !== 96) break; // an unterminated quote ends at the line
        }
      }
      continue;
    }
    if (isIdent(c)) {
      let j = i + 1;
      while (j < n && isIdent(source.charCodeAt(j))) j++;
      const word = j - i === 2 ? source.slice(i, j) : '';
      if (pendingReset && !(j - i === 4 && source.startsWith('else', i))) chain = 0;
      pendingReset = false;
      if (word === 'if') {
        if (chain === 0) chainBase = depth;
        if (++chain > maxDepth) return at(i, 'conditionals');
      }
      i = j - 1;
      continue;
    }
    if (pendingReset) {
      chain = 0;
      pendingReset = false;
    }
    if (c === 40 || c === 91 || c === 123) {
      if (++depth > maxDepth) return at(i, 'brackets');
    } else if (c === 41 || c === 93 || c === 125) {
      depth = Math.max(0, depth - 1);
      if (chain && depth < chainBase) chain = 0;
      else if (chain && c === 125 && depth === chainBase) pendingReset = true;
    } else if ((c === 59 || c === 44) && chain && depth <= chainBase) pendingReset = true;
    else if (c === 63 && next !== 46 && next !== 63) {
      if (chain === 0) chainBase = depth;
      if (++chain > maxDepth) return at(i, 'conditionals');
    }
  }
  return undefined;
}

const WHAT: Record<BudgetBreach['kind'], string> = {
  brackets: 'brackets nested deeper than',
  conditionals: 'if/else or ?: nested deeper than',
  size: 'more characters than',
};

/**
 * Throws INVALID_INPUT naming the file, the line and the limit when a source is past its budget (see
 * {@link scanBudget}); the file is refused before a parser recurses into it.
 */
export function assertSourceBudget(file: string, source: string, budget?: SourceBudget): void {
  const breach = scanBudget(source, budget);
  if (!breach) return;
  const { kind, line, column, limit } = breach;
  throw new AppError('INVALID_INPUT', `${file}:${line}: ${WHAT[kind]} ${limit}; the file was not analysed.`, {
    type: 'input_error',
    hint: 'Real code stays far below this limit; the file is generated or hostile. Leave it out of the paths.',
    details: { file, line, column, limit, budget: kind },
  });
}
