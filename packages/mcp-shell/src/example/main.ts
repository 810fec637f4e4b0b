#!/usr/bin/env node
// The bin: zod's start-up setting first (before any schema is built), then the server.
import '../startup.js';

await import('./server.js');
