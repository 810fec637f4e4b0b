// Public API of @sextant/github-source.
export {};
