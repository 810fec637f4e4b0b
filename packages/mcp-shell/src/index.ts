// Public API of @sextant/mcp-shell.
export {};
