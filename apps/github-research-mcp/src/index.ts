// Public API of github-research-mcp.
export {};
