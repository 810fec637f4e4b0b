import type { Auditor } from '@sextant/language-adapters';
import type { AuditorConfig } from './config.js';

/** What the auditor's tools need. */
export interface AuditorDeps {
  /**
   * The language registry wired into one cached analysis session, and the project loader. Every language adapter
   * loads with it on the first tool call, so tools/list never pays for them.
   */
  auditor(): Promise<Auditor>;
}

/** language-adapters' createAuditor with the configured remappings and limits; each call reads through its own roots. */
export function createDeps(config: AuditorConfig): AuditorDeps {
  let auditor: Promise<Auditor> | undefined;
  return {
    auditor: () =>
      (auditor ??= import('@sextant/language-adapters').then((m) =>
        m.createAuditor({ cacheSize: config.cacheSize, remappings: config.remappings, maxFiles: config.maxFiles }),
      )),
  };
}
