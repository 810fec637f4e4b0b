// Public API of @sextant/vector-search.
export {};
