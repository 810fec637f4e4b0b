import { defineSearchTool } from './search-tool.js';

export const searchTypescript = defineSearchTool(
  'typescript',
  'midnight-search-typescript',
  'Search TypeScript SDK code',
  'Searches indexed Midnight TypeScript code (midnight-js, DApp examples). Hits carry repo, path, lines, snippet and source URL.',
);
