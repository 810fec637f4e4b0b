import { silentLogger } from '@sextant/core-engine';
import { exampleTools } from '../../example/tools.js';
import type { Era } from '../../src/client-input.js';
import type { RequestIdentity } from '../../src/identity.js';
import { createShellServer } from '../../src/server.js';
import type { createSessionHub } from '../../src/session-hub.js';

/**
 * The example tools served in process, one server object per call (as serveHttp's factory makes them), in the
 * structured mode the tests assert on.
 */
export const exampleServer = (
  name: string,
  hub: ReturnType<typeof createSessionHub>,
  era?: Era,
  identity?: RequestIdentity,
) =>
  createShellServer({
    name,
    version: '0.0.0',
    tools: exampleTools,
    deps: { notes: new Map<string, string>() },
    log: silentLogger,
    format: 'toon',
    structured: true,
    roots: [process.cwd()],
    hub,
    era,
    identity,
  });
