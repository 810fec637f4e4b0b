import type { GitHubSource } from '../source.js';
import type { Redactor } from './shape-text.js';

/** What every research operation reads GitHub through, and the redaction every fetched text passes. */
export interface ResearchContext {
  source: GitHubSource;
  redact: Redactor;
}
