// Tour of repo-index-mcp: index this repository on the embedded defaults (libsql file, no embedder, offline),
// then search it, map it, ask it (once extractively, once through the client's sampling) and show the errors.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default {
  name: 'repo-index-mcp',
  about: 'index this repository; hybrid search, repo map and ask-the-index, offline',
  // The tour's client answers sampling requests, so ask_index goes through MCP sampling; its answer cites
  // one real range and one that does not exist, which the server drops and reports.
  client: {
    onSample: () =>
      'Runs write a journal before touching the store and the state file last ' +
      '(packages/core-engine/src/indexing/run/run-index.ts:1-30); see also src/made-up.ts:1-5.',
  },
  setup({ root }) {
    const data = mkdtempSync(join(tmpdir(), 'sextant-tour-index-'));
    return { root, env: { SEXTANT_DATA_DIR: data }, cleanup: () => rmSync(data, { recursive: true, force: true }) };
  },
  steps: ({ root }) => [
    { tool: 'ensure_repo_index', args: { path: root } },
    { tool: 'ensure_repo_index', label: '(again: up to date, returns at once)', args: { path: root } },
    { tool: 'search_repo', args: { path: root, query: 'reciprocalRankFusion', k: 3, context_lines: 1 } },
    {
      tool: 'search_repo',
      args: { path: root, query: 'how are uncommitted files detected', k: 3, context_lines: 0, token_budget: 600 },
    },
    { tool: 'repo_map', args: { path: root, tokens: 300 } },
    {
      tool: 'ask_index',
      label: '(answered through MCP sampling; citations checked)',
      args: { path: root, question: 'How does the index survive a crash during commit?' },
    },
    {
      tool: 'search_repo',
      label: '(empty query: structured error)',
      args: { path: root, query: ' ' },
      expectError: true,
    },
    {
      tool: 'ensure_repo_index',
      label: '(outside the allowed roots)',
      args: { path: join(root, '..') },
      expectError: true,
    },
    {
      tool: 'search_repo',
      label: '(unknown index id)',
      args: { index_id: '0123456789abcdef', query: 'x' },
      expectError: true,
    },
  ],
};
