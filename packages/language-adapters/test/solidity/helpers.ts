import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodeModel, SourceFile } from '@sextant/core-engine';
import { createAnalysisSession } from '@sextant/core-engine';
import { solidityAnalyzer } from '../../src/solidity/analyzer.js';

/** The repo's fixture contracts (fixtures/contracts). */
export const fixturesRoot = fileURLToPath(new URL('../../../../fixtures/contracts/', import.meta.url));

export function readFixture(path: string): string | undefined {
  try {
    return readFileSync(fixturesRoot + path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Loads files through a real analysis session whose imports are served by `read`. */
export async function loadModel(files: readonly string[], read: (p: string) => string | undefined): Promise<CodeModel> {
  const session = createAnalysisSession({
    analyzerFor: () => ({ id: 'solidity', analyzer: solidityAnalyzer }),
    readFile: async (p) => read(p),
  });
  return session.load(files.map((p): SourceFile => ({ path: p, content: read(p) ?? '' })));
}
