import { defineSearchTool } from './search-tool.js';

export const searchCompact = defineSearchTool(
  'compact',
  'midnight-search-compact',
  'Search Compact code',
  'Searches indexed Compact contracts (circuits, ledger, witnesses). Hits carry repo, path, lines, snippet and source URL.',
);
