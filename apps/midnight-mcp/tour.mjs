// Tour of midnight-mcp: the Compact parser and analyses on the repository's own Compact fixtures, over real MCP
// stdio, plus tool discovery. Version tools need a GitHub (see the README for MIDNIGHT_GITHUB_API_URL).
const vault = 'packages/language-adapters/test/fixtures/compact/vault.compact';
const leaky = 'apps/midnight-mcp/test/fixtures/compact/leaky.compact';

export default {
  name: 'midnight-mcp',
  about: 'Compact structure, security checks and circuit explanations on fixture contracts; tool discovery',
  steps: () => [
    { tool: 'midnight-extract-contract-structure', args: { path: vault } },
    { tool: 'midnight-analyze-contract', args: { path: leaky } },
    { tool: 'midnight-explain-circuit', args: { path: leaky, circuit: 'storeSecret' } },
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
