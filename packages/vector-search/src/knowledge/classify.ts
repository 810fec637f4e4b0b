// Which paths a knowledge base indexes, and as what: no parser needed, so searches classify hits cheaply.
import type { KnowledgeKind } from './knowledge-base.js';

const LANGUAGES: Record<string, { language: string; kind: KnowledgeKind }> = {
  compact: { language: 'compact', kind: 'compact' },
  ts: { language: 'typescript', kind: 'typescript' },
  tsx: { language: 'typescript', kind: 'typescript' },
  mts: { language: 'typescript', kind: 'typescript' },
  js: { language: 'javascript', kind: 'typescript' },
  md: { language: 'markdown', kind: 'docs' },
  mdx: { language: 'markdown', kind: 'docs' },
};

/** Language and search area of a path, or undefined when the file is not indexed. */
export function classify(path: string): { language: string; kind: KnowledgeKind } | undefined {
  if (/(^|\/)(node_modules|dist|build|\.git)\//.test(path) || /\.d\.ts$|\.min\.js$/.test(path)) return undefined;
  return LANGUAGES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
}
