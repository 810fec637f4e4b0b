// solcjs at a pinned version compiles a corpus to its JSON AST (the oracle's resolution: declarations,
// linearizations, which functions are entrypoints). Pragmas pinned to a patch are relaxed on the same line.
import { createRequire } from 'node:module';
import type { Ast } from '../../src/solidity/ast.js';

const require = createRequire(import.meta.url);
type Solc = { compile(input: string, cb: object): string; version(): string };

const COMPILERS = { '0.8': 'solc', '0.6': 'solc-0.6' } as const;

/** The source as the compiler and the analyzer both read it. */
export function relaxPragma(src: string): string {
  return src.replace(/pragma solidity (=)?0\.(\d+)\.(\d+);/g, 'pragma solidity >=0.$2.$3;');
}

export function compileCorpus(
  files: readonly string[],
  read: (path: string) => string | undefined,
  version: keyof typeof COMPILERS,
): { asts: Record<string, Ast>; sources: Record<string, string>; compiler: string } {
  const solc = require(COMPILERS[version]) as Solc;
  const sources: Record<string, string> = {};
  const pragma = version === '0.6' ? '>=0.6.12 <0.7.0' : '^0.8.0';
  const entry = `// SPDX-License-Identifier: MIT\npragma solidity ${pragma};\n${files.map((f, n) => `import * as U${n} from "${f}";`).join('\n')}\n`;
  const input = {
    language: 'Solidity',
    sources: { '__entry.sol': { content: entry } },
    settings: { outputSelection: { '*': { '': ['ast'] } } },
  };
  const out = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import: (p: string) => {
        const c = read(p);
        if (c === undefined) return { error: `not found: ${p}` };
        sources[p] = c;
        return { contents: c };
      },
    }),
  );
  const errors = ((out.errors ?? []) as Ast[]).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const asts: Record<string, Ast> = {};
  for (const [p, s] of Object.entries(out.sources as Record<string, Ast>)) if (p !== '__entry.sol') asts[p] = s.ast;
  return { asts, sources, compiler: solc.version() };
}
