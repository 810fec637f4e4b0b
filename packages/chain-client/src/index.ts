// Public API of @sextant/chain-client.
export {};
