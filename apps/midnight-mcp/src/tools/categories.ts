/** Tool categories, by tool name; the tools themselves stay the source of titles and descriptions. */
export const categories: Record<string, { description: string; tools: string[] }> = {
  search: {
    description: 'Build and search the local knowledge base',
    tools: ['midnight-search-compact', 'midnight-search-typescript', 'midnight-search-docs', 'midnight-index'],
  },
  analysis: {
    description: 'Parse and review Compact contracts offline',
    tools: [
      'midnight-analyze-contract',
      'midnight-check-contracts',
      'midnight-explain-circuit',
      'midnight-extract-contract-structure',
    ],
  },
  versions: {
    description: 'Releases, breaking changes, migrations and syntax across Compact versions',
    tools: [
      'midnight-get-version-info',
      'midnight-check-breaking-changes',
      'midnight-get-migration-guide',
      'midnight-get-file-at-version',
      'midnight-compare-syntax',
      'midnight-get-latest-syntax',
      'midnight-check-version',
      'midnight-upgrade-check',
      'midnight-get-repo-context',
    ],
  },
  authoring: {
    description: "Draft, review and document contracts with the client's model, checked by the parser",
    tools: ['midnight-generate-contract', 'midnight-review-contract', 'midnight-document-contract'],
  },
  docs: {
    description: 'Docs pages, repository files and recent releases',
    tools: ['midnight-fetch-docs', 'midnight-get-file', 'midnight-get-latest-updates', 'midnight-list-examples'],
  },
  health: {
    description: 'Server status and client set-up',
    tools: ['midnight-health-check', 'midnight-get-status', 'midnight-auto-update-config'],
  },
  discovery: {
    description: 'Find the right tool',
    tools: ['midnight-list-tool-categories', 'midnight-list-category-tools', 'midnight-suggest-tool'],
  },
};

/** What the discovery tools read of a tool. */
export interface ToolSummary {
  name: string;
  title: string;
  description: string;
}

/** Loads the tool list lazily (the discovery tools are part of it, so a static import would be circular). */
export const loadTools = async (): Promise<readonly ToolSummary[]> => (await import('./index.js')).tools;
