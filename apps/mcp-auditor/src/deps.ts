import type { Auditor } from '@sextant/language-adapters';
import { createAuditor } from '@sextant/language-adapters';
import type { AuditorConfig } from './config.js';

/** What the auditor's tools need. */
export interface AuditorDeps {
  /** The language registry wired into one cached analysis session, and the project loader. */
  auditor: Auditor;
}

/** language-adapters' createAuditor with the configured remappings and limits; each call reads through its own roots. */
export function createDeps(config: AuditorConfig): AuditorDeps {
  return {
    auditor: createAuditor({ cacheSize: config.cacheSize, remappings: config.remappings, maxFiles: config.maxFiles }),
  };
}
