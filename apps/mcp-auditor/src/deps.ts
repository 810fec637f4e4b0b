import type { AnalysisSession, Remapping } from '@sextant/core-engine/analysis';
import { parseRemappings } from '@sextant/core-engine/analysis';
import { createAuditor } from '@sextant/language-adapters';
import type { AuditorConfig } from './config.js';

/** What the auditor's tools need. */
export interface AuditorDeps {
  session: AnalysisSession;
  /** File extensions (without dot) some analyzer handles. */
  extensions: readonly string[];
  remappings: readonly Remapping[];
  maxFiles: number;
}

/** The language registry wired into one cached analysis session (language-adapters' createAuditor). */
export function createDeps(config: AuditorConfig): AuditorDeps {
  const auditor = createAuditor({ cacheSize: config.cacheSize });
  return {
    session: auditor.session,
    extensions: auditor.extensions,
    remappings: parseRemappings(config.remappings),
    maxFiles: config.maxFiles,
  };
}
