// Public API of @sextant/language-adapters.
export {};
