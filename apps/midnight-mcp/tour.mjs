// Tour of midnight-mcp: the Compact parser and analyses on the repository's own Compact fixtures, over real MCP
// stdio, the knowledge base (a local folder indexed into a throw-away libsql file, then searched), plus tool
// discovery. Version tools need a GitHub (see the README for MIDNIGHT_GITHUB_API_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vault = 'packages/language-adapters/test/fixtures/compact/vault.compact';
const leaky = 'packages/language-adapters/test/fixtures/compact-analysis/leaky.compact';

export default {
  name: 'midnight-mcp',
  about:
    'Compact structure, security checks and circuit explanations on fixture contracts; knowledge base; tool discovery',
  setup() {
    const data = mkdtempSync(join(tmpdir(), 'midnight-tour-'));
    return { env: { MIDNIGHT_DATA_DIR: data }, cleanup: () => rmSync(data, { recursive: true, force: true }) };
  },
  steps: () => [
    { tool: 'midnight-extract-contract-structure', args: { path: vault } },
    { tool: 'midnight-analyze-contract', args: { path: leaky } },
    { tool: 'midnight-explain-circuit', args: { path: leaky, circuit: 'storeSecret' } },
    {
      tool: 'midnight-index',
      label: '(a local folder into MIDNIGHT_DATA_DIR/knowledge.db)',
      args: { local: { repo: 'sextant/compact-fixtures', path: 'apps/midnight-mcp/test/fixtures' } },
    },
    { tool: 'midnight-search-compact', args: { query: 'witness secret key ledger', limit: 3 } },
    { tool: 'midnight-search-docs', args: { query: 'sealed ledger fields', path: 'docs/', limit: 2 } },
    { tool: 'midnight-list-tool-categories', args: {} },
    { tool: 'midnight-suggest-tool', args: { task: 'check whether my contract breaks on the newest compiler' } },
    {
      tool: 'midnight-analyze-contract',
      label: '(a path outside the allowed roots is refused)',
      args: { path: '/etc/passwd' },
      expectError: true,
    },
  ],
};
