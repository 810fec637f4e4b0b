// Public API of @sextant/templating.
export {};
