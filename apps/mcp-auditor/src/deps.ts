import type { AnalysisSession, AnalyzerChoice, Remapping } from '@sextant/core-engine';
import { AppError, createAnalysisSession, parseRemappings } from '@sextant/core-engine';
import { createLanguageRegistry } from '@sextant/language-adapters';
import type { AuditorConfig } from './config.js';

/** What the auditor's tools need. */
export interface AuditorDeps {
  session: AnalysisSession;
  /** File extensions (without dot) some analyzer handles. */
  extensions: readonly string[];
  remappings: readonly Remapping[];
  maxFiles: number;
}

/** Wires the language registry (adapters with an analyzer) into one cached analysis session. */
export function createDeps(config: AuditorConfig): AuditorDeps {
  const registry = createLanguageRegistry();
  const analyzable = registry.adapters.filter((a) => a.analyzer);
  const supported = analyzable.map((a) => a.id);
  const analyzerFor = (path: string, language?: string): AnalyzerChoice => {
    const a = language ? registry.byId(language) : registry.byPath(path);
    if (a?.analyzer) return { id: a.id, analyzer: a.analyzer };
    throw new AppError(
      'language_not_supported',
      language ? `Language "${language}" is not supported by the auditor.` : `No supported language for "${path}".`,
      { type: 'input_error', hint: `Pass language as one of: ${supported.join(', ')} (or use files with their extensions).`, details: { supported } },
    );
  };
  return {
    session: createAnalysisSession({ analyzerFor, cacheSize: config.cacheSize }),
    extensions: analyzable.flatMap((a) => a.extensions),
    remappings: parseRemappings(config.remappings),
    maxFiles: config.maxFiles,
  };
}
