import type { AdapterLookup } from '../../../src/indexing/chunking/languages.js';
import type { LanguageAdapter, SymbolDefinition } from '../../../src/ports/language-adapter.js';

/**
 * A small real adapter for `.js` test files: `function name(` definitions end at the next line that is
 * exactly `}`; `class Name {` contains the functions up to its own closing `}` at column 1.
 */
const regexJsAdapter: LanguageAdapter = {
  id: 'javascript',
  extensions: ['js'],
  async symbols({ content }) {
    const lines = content.split('\n');
    const definitions: SymbolDefinition[] = [];
    const closeAt = (from: number, indent: string) => {
      for (let j = from; j < lines.length; j++) if (lines[j] === `${indent}}`) return j + 1;
      return lines.length;
    };
    lines.forEach((line, i) => {
      const m = /^(\s*)(?:function\s+(\w+)|class\s+(\w+)|(\w+)\s*\([^)]*\)\s*\{)/.exec(line);
      if (!m || (m[4] && ['if', 'for', 'while'].includes(m[4]))) return;
      const name = m[2] ?? m[3] ?? m[4]!;
      definitions.push({
        name,
        kind: m[3] ? 'class' : m[4] ? 'method' : 'function',
        start: { line: i + 1, column: 1 },
        end: { line: closeAt(i, m[1] ?? ''), column: 2 },
        signature: line.trim(),
      });
    });
    const references = [...content.matchAll(/\b([A-Za-z_]\w+)\(/g)].map((m) => ({
      name: m[1]!,
      line: content.slice(0, m.index).split('\n').length,
    }));
    return { definitions, references, imports: [] };
  },
};

export const regexAdapters: AdapterLookup = { byPath: (p) => (p.endsWith('.js') ? regexJsAdapter : undefined) };
