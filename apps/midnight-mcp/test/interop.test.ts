import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exerciseInterop, interopClients, startHttpServer } from '@sextant/mcp-shell/testing';
import type { HttpServerProcess } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureRoot, tempDataDir } from './support/connect.js';

// Both client generations (the 2025-era v1 SDK client, the v2 client negotiating 2026-07-28) over both transports.
const app = fileURLToPath(new URL('..', import.meta.url));
const main = `${app}dist/main.js`;
const env = {
  MIDNIGHT_GITHUB_API_URL: 'http://127.0.0.1:9',
  MIDNIGHT_DOCS_URL: 'http://127.0.0.1:9',
  MIDNIGHT_DATA_DIR: tempDataDir(),
  SEXTANT_ROOTS: fixtureRoot,
  OUTPUT_FORMAT: 'json',
  LOG_LEVEL: 'warn',
};
const code = readFileSync(`${fixtureRoot}leaky.compact`, 'utf8');
let http: HttpServerProcess;

beforeAll(async () => {
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: app, stdio: 'ignore' });
  http = await startHttpServer({ command: process.execPath, args: [main], env, cwd: app });
});
afterAll(() => http?.stop());

const clients = interopClients({ command: process.execPath, args: [main], env, cwd: app, url: () => http.url });

describe.each(clients.map((c) => [c.label, c] as const))('midnight-mcp, %s', (_label, kind) => {
  it('lists, calls, reports progress, cancels, and writes contracts with the client model or says it cannot', async () => {
    const generate = { description: 'keeps a counter that anyone can increment', maxAttempts: 2 };
    const r = await exerciseInterop(kind, {
      call: { name: 'midnight-extract-contract-structure', args: { code } },
      progress: { name: 'midnight-generate-contract', args: generate },
      sample: { name: 'midnight-document-contract', args: { code } },
    });
    if (kind.era === '2026') expect(r.protocol).toBe('2026-07-28');
    expect(r.tools).toEqual(expect.arrayContaining(['midnight-generate-contract', 'midnight-review-contract']));
    expect(r.call.isError).toBeFalsy();
    expect(r.progress!.result.structuredContent).toMatchObject({ attempts: 2, valid: false, model: 'test-model' });
    expect(r.progress!.seen).toContain(1);
    expect(r.progress!.cancelled).toBe(true);
    expect(r.progress!.afterCancel.isError).toBeFalsy();
    expect(r.sample!.withSampling.structuredContent).toMatchObject({
      documentation: 'A sampled answer from the test model.',
      model: 'test-model',
    });
    expect(r.sample!.withoutSampling.isError).toBe(true);
    expect(JSON.stringify(r.sample!.withoutSampling.content)).toContain('SAMPLING_UNAVAILABLE');
  }, 120_000); // spawned servers on a loaded machine
});
