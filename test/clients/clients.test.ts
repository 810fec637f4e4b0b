// What the model receives, through the real clients: Claude Code and Gemini CLI run headless (their npm packages,
// offline, a throwaway HOME) against a loopback stand-in for their model API, which calls one tool of each app on
// the built servers and records the tool result each client sends back to the model.
import { connectStdio, decodeResultText } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claudeCode, clients, driveClient, repoRoot, startApps } from '../../scripts/clients/index.mjs';

type Apps = Awaited<ReturnType<typeof startApps>>;
type Call = { server: string; tool: string; args: Record<string, unknown> };
type Drive = Awaited<ReturnType<typeof driveClient>>;

const TIMEOUT = 600_000;
let apps: Apps;
let calls: Call[];
/** Per call, the data the tool returned: its structuredContent in the structured mode, over an SDK client. */
const returned: unknown[] = [];

beforeAll(async () => {
  apps = await startApps({ repository: ['packages/toon-output'] });
  calls = [
    // a table answer (TOON) first: the structured-mode test below needs a text that is not JSON
    { server: 'auditor', tool: 'entrypoints', args: { paths: ['fixtures/contracts'], contract: 'Vault' } },
    {
      server: 'auditor',
      tool: 'function_insights',
      args: { paths: ['fixtures/contracts'], selector: { contract: 'Vault', name: 'withdrawEth' } },
    },
    {
      server: 'github',
      tool: 'githubGetFileContent',
      args: { queries: [{ owner: 'acme', repo: 'widgets', path: 'src/utils/retry.ts', fullContent: true }] },
    },
    {
      server: 'midnight',
      tool: 'midnight-explain-circuit',
      args: { path: 'packages/language-adapters/test/fixtures/compact-analysis/leaky.compact', circuit: 'storeSecret' },
    },
    {
      server: 'chain',
      tool: 'midnight_rpc_get_balance',
      args: { address: apps.setups.chain!.setup.indexer.data.address },
    },
    { server: 'repoindex', tool: 'ensure_repo_index', args: { path: apps.repo } },
    { server: 'repoindex', tool: 'repo_map', args: { path: apps.repo } },
  ];
  for (const [server, spec] of Object.entries(apps.servers)) {
    const conn = await connectStdio({ ...spec, env: { ...spec.env, SEXTANT_STRUCTURED_CONTENT: 'on' } });
    try {
      for (const [i, c] of calls.entries()) {
        if (c.server !== server) continue;
        const res = await conn.client.callTool({ name: c.tool, arguments: c.args }, undefined, { timeout: TIMEOUT });
        expect(res.isError, `${c.tool}: ${JSON.stringify(res.content)}`).toBeFalsy();
        returned[i] = res.structuredContent;
      }
    } finally {
      await conn.close();
    }
  }
}, TIMEOUT);
afterAll(() => apps?.cleanup());

/** The calls whose answer is the same on every run (the first index build reports timings). */
const stable = (c: Call) => c.tool !== 'ensure_repo_index';
/** The loopback GitHub's rate-limit budget goes down with every request: the one field that differs per call. */
const steady = (data: unknown) => {
  const { rateLimit: _budget, ...rest } = data as Record<string, unknown>;
  return rest;
};

describe.each(clients.map((c) => [c.label, c] as const))('%s', (_label, client) => {
  let run: Drive;
  beforeAll(async () => {
    apps.resetGitHub();
    run = await driveClient(client, { servers: apps.servers, calls, cwd: repoRoot, timeoutMs: TIMEOUT });
  }, TIMEOUT);

  it('starts all five servers and sends every tool result back to the model', () => {
    expect({ code: run.code, timedOut: run.timedOut }, run.stderr.slice(-2000)).toEqual({ code: 0, timedOut: false });
    for (const c of run.calls) {
      expect(c.sent, `${c.server}/${c.tool} was not called`).toBeDefined();
      expect(c.sent!.isError, `${c.tool}: ${c.sent!.text}`).toBe(false);
      expect(c.modelText, `${c.tool} never reached the model`).toBeDefined();
    }
  });

  it('gives the model our text, which decodes to the data the tool returned, never JSON of structuredContent', () => {
    for (const [i, c] of run.calls.entries()) {
      expect(c.sent!.structured, `${c.tool} sent structuredContent`).toBe(false);
      expect(c.serverText, c.tool).toBe(c.sent!.text);
      if (!stable(c)) continue;
      const decoded = decodeResultText(c.serverText!);
      expect(steady(decoded), `${c.tool}: decoded text differs from the tool's data`).toEqual(steady(returned[i]));
    }
  });

  it('reads TOON for a table answer and compact JSON for a nested one', () => {
    const text = (tool: string) => run.calls.find((c) => c.tool === tool)!.serverText!;
    expect(text('entrypoints')).toMatch(/^contracts\[1\]:\n {2}- contract: Vault\n/);
    expect(text('function_insights')).toMatch(/^\{"function":\{/);
  });

  it('negotiates its protocol era with every server', () => {
    const expected = client.id === 'claude-code' ? 'server/discover' : 'initialize';
    expect(Object.values(run.handshakes)).toEqual(Object.keys(apps.servers).map(() => expected));
  });

  it('wraps our text the way this client does (and nothing more)', () => {
    for (const c of run.calls) {
      const text = c.sent!.text;
      // Claude Code: the tool_result content is our text as is. Gemini CLI: the functionResponse's `response` is
      // { output: "<untrusted_context>\n" + text + "\n</untrusted_context>" }, which the model reads as JSON.
      const expected =
        client.id === 'claude-code'
          ? text
          : JSON.stringify({ output: `<untrusted_context>\n${text}\n</untrusted_context>` });
      expect(c.modelText, c.tool).toBe(expected);
    }
  });
});

describe('Claude Code with a server in the structured mode (SEXTANT_STRUCTURED_CONTENT=on)', () => {
  it(
    'hands the model JSON of structuredContent and drops our text: why the default sends text alone',
    async () => {
      const auditor = apps.servers.auditor!;
      const run = await driveClient(claudeCode, {
        servers: { auditor: { ...auditor, env: { ...auditor.env, SEXTANT_STRUCTURED_CONTENT: 'on' } } },
        calls: [calls[0]!],
        cwd: repoRoot,
        timeoutMs: TIMEOUT,
      });
      const [c] = run.calls;
      expect(c!.sent!.structured).toBe(true);
      expect(c!.modelText).toBe(JSON.stringify(returned[0]));
      expect(c!.modelText).not.toContain(c!.sent!.text);
    },
    TIMEOUT,
  );
});
