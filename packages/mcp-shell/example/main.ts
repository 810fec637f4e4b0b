#!/usr/bin/env node
// The example server's entry (example/dist/main.js once built; not shipped): zod's start-up setting first (before
// any schema is built), then the server. It uses only the public API (`@sextant/mcp-shell` for a user).
import '../src/startup.js';

await import('./server.js');
