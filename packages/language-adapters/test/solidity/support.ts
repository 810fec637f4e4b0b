import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SourceFile } from '@sextant/core-engine';
import type { CodeModel } from '@sextant/core-engine/ports';
import { createAnalysisSession } from '@sextant/core-engine/analysis';
import { createSolidityAnalyzer, solidityAnalyzer } from '../../src/solidity/analyzer.js';
import type { SolidityParserId } from '../../src/solidity/parse.js';

/** The repo's fixture contracts (fixtures/contracts). */
const fixturesRoot = fileURLToPath(new URL('../../../../fixtures/contracts/', import.meta.url));

export function readFixture(path: string): string | undefined {
  try {
    return readFileSync(fixturesRoot + path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Loads files through a real analysis session whose imports are served by `read`. */
export async function loadModel(
  files: readonly string[],
  read: (p: string) => string | undefined,
  parser?: SolidityParserId,
): Promise<CodeModel> {
  const analyzer = parser ? createSolidityAnalyzer({ parser }) : solidityAnalyzer;
  const session = createAnalysisSession({
    analyzerFor: () => ({ id: 'solidity', analyzer }),
    readFile: async (p) => read(p),
  });
  return session.load(files.map((p): SourceFile => ({ path: p, content: read(p) ?? '' })));
}
