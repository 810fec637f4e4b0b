// Tour of mcp-auditor: audits the repository's fixture contracts (fixtures/contracts) over real MCP stdio.
export default {
  name: 'mcp-auditor',
  about: 'Solidity entrypoints, function insights and call graph on the fixture contracts',
  steps: () => [
    { tool: 'entrypoints', args: { paths: ['fixtures/contracts'] } },
    {
      tool: 'entrypoints',
      label: '(unguarded: the state-changing entrypoints anyone can call)',
      args: { paths: ['fixtures/contracts'], unguarded: true },
    },
    {
      tool: 'function_insights',
      args: { paths: ['fixtures/contracts'], selector: { contract: 'Vault', name: 'withdrawEth' } },
    },
    {
      tool: 'function_insights',
      args: { paths: ['fixtures/contracts'], selector: { contract: 'Vault', name: 'deposit' } },
    },
    {
      tool: 'function_insights',
      args: { paths: ['fixtures/contracts'], selector: { contract: 'Token', name: 'transferFrom' } },
    },
    { tool: 'callgraph', args: { paths: ['fixtures/contracts/Vault.sol'], contract: 'Vault' } },
    {
      tool: 'function_insights',
      label: '(an overloaded name is ambiguous_function, listing the signatures)',
      args: { paths: ['fixtures/contracts'], selector: { contract: 'Vault', name: 'withdraw' } },
      expectError: true,
    },
    {
      tool: 'function_insights',
      label: '(a typo is function_not_found with the closest matches)',
      args: { paths: ['fixtures/contracts'], selector: { contract: 'Vault', name: 'withdrawETH' } },
      expectError: true,
    },
  ],
};
