import { defineSearchTool } from './search-tool.js';

export const searchDocs = defineSearchTool(
  'docs',
  'midnight-search-docs',
  'Search the docs',
  'Searches indexed Midnight documentation. Hits carry repo, path, lines, snippet and source URL.',
);
