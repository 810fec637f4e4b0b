import type { SourceFile } from '@sextant/core-engine';
import type { CodeAnalyzer, ParsedSource } from '@sextant/core-engine/ports';
import { AppError } from '@sextant/core-engine';
import { loadAstGrep } from '../ast-grep/dynamic-languages.js';
import { extractFacts } from './extract.js';
import { linkTs } from './link.js';

/** ast-grep's built-in grammar per adapter id. */
const GRAMMAR = { typescript: 'TypeScript', tsx: 'Tsx', javascript: 'JavaScript' } as const;

/**
 * TS/JS analysis on ast-grep: exported functions and public methods of exported classes are entrypoints;
 * module-level and `this.` state reads/writes; internal calls vs calls into packages (`http`, `db`, `import`).
 */
export function createTsAnalyzer(id: keyof typeof GRAMMAR): CodeAnalyzer {
  return {
    async parse(file: SourceFile): Promise<ParsedSource> {
      const sg = await loadAstGrep();
      // JSX in .js/.jsx files parses with the TSX grammar's JavaScript sibling; plain JS uses JavaScript.
      const root = sg.parse(sg.Lang[GRAMMAR[id]], file.content).root();
      const error = root.find({ rule: { kind: 'ERROR' } });
      if (error) {
        const line = error.range().start.line + 1;
        throw new AppError('parse_error', `${file.path}:${line}: syntax error near "${error.text().slice(0, 40)}"`, {
          type: 'input_error',
          hint: 'Fix the syntax error at that line, or pass the right language (typescript, tsx, javascript).',
          details: { file: file.path, line, column: error.range().start.column + 1 },
        });
      }
      const facts = extractFacts(root);
      return {
        path: file.path,
        imports: facts.specifiers.filter((s) => s.startsWith('./') || s.startsWith('../')),
        data: facts,
      };
    },
    link: linkTs,
  };
}
