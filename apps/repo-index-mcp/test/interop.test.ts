import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exerciseInterop, interopClients, startHttpServer } from '@sextant/mcp-shell/testing';
import type { HttpServerProcess } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { makeRepo } from './support/fixture-repo.js';

// Both client generations (the 2025-era v1 SDK client, the v2 client negotiating 2026-07-28) over both transports.
const base = mkdtempSync(join(tmpdir(), 'ri-interop-'));
const env = { SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json', LOG_LEVEL: 'warn' };
let http: HttpServerProcess;

beforeAll(async () => {
  http = await startHttpServer({ command: process.execPath, args: [builtServer()], env });
});
afterAll(async () => {
  await http?.stop();
  rmSync(base, { recursive: true, force: true });
});

const clients = interopClients({ command: process.execPath, args: [builtServer()], env, url: () => http.url });

describe.each(clients.map((c) => [c.label, c] as const))('repo-index-mcp, %s', (_label, kind) => {
  it('lists, calls, reports progress, cancels, and answers ask_index through the client model or extractively', async () => {
    const repo = makeRepo(undefined, mkdtempSync(join(base, 'repo-')));
    const r = await exerciseInterop(kind, {
      call: { name: 'search_repo', args: { path: repo.root, query: 'loadConfig', k: 2 } },
      progress: { name: 'ensure_repo_index', args: { path: repo.root } },
      sample: { name: 'ask_index', args: { path: repo.root, question: 'where is the port validated?' } },
    });
    if (kind.era === '2026') expect(r.protocol).toBe('2026-07-28');
    expect(r.tools).toEqual(expect.arrayContaining(['ensure_repo_index', 'search_repo', 'ask_index']));
    expect(JSON.stringify(r.call.structuredContent)).toContain('src/config.ts');
    expect(r.progress!.result.structuredContent).toMatchObject({
      status: expect.stringMatching(/created|updated|up_to_date/),
    });
    expect(r.progress!.seen.length).toBeGreaterThan(0);
    expect(r.progress!.cancelled).toBe(true);
    expect(r.progress!.afterCancel.isError).toBeFalsy();
    expect(r.sample!.asked).toBe(1);
    expect(r.sample!.withSampling.structuredContent).toMatchObject({ mode: 'sampling', model: 'test-model' });
    expect(r.sample!.withoutSampling.structuredContent).toMatchObject({ mode: 'extractive' });
  }, 120_000); // spawned servers on a loaded machine
});
