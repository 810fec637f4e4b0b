import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@sextant/core-engine';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import type { AppDeps } from '../../src/deps.js';
import { tools } from '../../src/tools/index.js';
import { makeRepo } from '../support/fixture-repo.js';

interface ChatRequest {
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A loopback server speaking OpenAI's /v1/chat/completions; `reply` decides each answer. */
function startChatServer(reply: (req: ChatRequest) => { status: number; body: unknown }) {
  const seen: ChatRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const r: ChatRequest = { auth: req.headers.authorization, body: JSON.parse(raw) };
      seen.push(r);
      const out = reply(r);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
    });
  });
  return new Promise<{ server: Server; url: string; seen: ChatRequest[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen }),
    ),
  );
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  model: 'local-chat-1',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

type Out = {
  mode: string;
  model: string | null;
  answer: string;
  citations: { path: string; start_line: number; end_line: number }[];
  dropped_citations: { citation: string }[];
  note?: string;
};

const base = mkdtempSync(join(tmpdir(), 'ri-chat-'));
const repo = makeRepo(undefined, base);
let chat: Awaited<ReturnType<typeof startChatServer>>;
let failing = false;
let deps: AppDeps;

beforeAll(async () => {
  chat = await startChatServer(() =>
    failing
      ? { status: 503, body: { error: { message: 'model is loading', type: 'server_error' } } }
      : {
          status: 200,
          body: completion('The port is checked in parseConfig (src/config.ts:12-16); see also src/nowhere.ts:1-3.'),
        },
  );
  const config = loadConfig({
    SEXTANT_DATA_DIR: join(base, 'data'),
    OPENAI_BASE_URL: chat.url,
    OPENAI_API_KEY: 'sk-test-local',
    CHAT_MODEL: 'local-chat',
  });
  deps = createDeps(config, silentLogger);
});
afterAll(async () => {
  await deps.dispose();
  chat.server.close();
  rmSync(base, { recursive: true, force: true });
});

const ask = async (onSample?: () => string) => {
  const { client, close } = await connectInMemory({
    tools,
    deps,
    roots: [base],
    format: 'json',
    ...(onSample ? { onSample } : {}),
  });
  const r = await client.callTool({
    name: 'ask_index',
    arguments: { path: repo.root, question: 'where is the port validated?' },
  });
  await close();
  return { isError: r.isError, out: r.structuredContent as Out };
};

describe('ask_index through an OpenAI-compatible chat endpoint', () => {
  it('answers through the endpoint with the key and evidence, keeping only verifiable citations', async () => {
    failing = false;
    const { out } = await ask();
    expect(out.mode).toBe('chat');
    expect(out.model).toBe('local-chat-1');
    expect(out.citations).toEqual([{ path: 'src/config.ts', start_line: 12, end_line: 16 }]);
    expect(out.dropped_citations.map((d) => d.citation)).toEqual(['src/nowhere.ts:1-3']);
    const req = chat.seen.at(-1)!;
    expect(req.auth).toBe('Bearer sk-test-local');
    expect(req.body.model).toBe('local-chat');
    expect(req.body.messages[1]!.content).toContain('src/config.ts:');
  });

  it('prefers MCP sampling when the client offers it', async () => {
    const before = chat.seen.length;
    const { out } = await ask(() => 'parseConfig at src/config.ts:12-16 throws when port is missing.');
    expect(out.mode).toBe('sampling');
    expect(chat.seen.length).toBe(before);
  });

  it('falls back to an extractive answer, and says why, when the endpoint fails', async () => {
    failing = true;
    const { isError, out } = await ask();
    expect(isError).toBeFalsy();
    expect(out.mode).toBe('extractive');
    expect(out.note).toContain('chat endpoint failed');
    expect(out.note).toContain('503: model is loading');
    // Extractive citations are the evidence itself: all of them verify.
    expect(out.citations.length).toBeGreaterThan(0);
    expect(out.dropped_citations).toEqual([]);
  });
});
