// Tour of the MCP shell's example server, used until an app ships its own tour.mjs.
export default {
  name: 'sextant-example-mcp',
  about: 'the MCP shell proven with a small example server',
  entry: 'example/dist/main.js',
  client: { onSample: () => 'Sampling works: this answer came from the client.' },
  steps: () => [
    { tool: 'echo', args: { text: 'hello from the tour' } },
    { tool: 'lookup', args: { queries: [{ word: 'Hello' }, { word: 'absent' }] } },
    { tool: 'count', args: { to: 5, delay_ms: 5 } },
    { tool: 'ask', args: { question: 'Does sampling work?' } },
    {
      tool: 'echo',
      label: '(a secret in the output is redacted)',
      args: { text: `token ${['ghp', '_', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'].join('')}` },
    },
    { tool: 'echo', label: '(bad input gets a structured error)', args: { text: 42 }, expectError: true },
  ],
};
