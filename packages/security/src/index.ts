// Public API of @sextant/security.
export {};
