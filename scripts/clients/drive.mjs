// Drives one real client (Claude Code or Gemini CLI) through a plan of tool calls on our built servers, against the
// model stand-in, and returns, per call, what the model received and what our server sent.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startModelStandIn } from './model-stand-in.mjs';

const TAP = join(import.meta.dirname, 'mcp-tap.mjs');

/**
 * @typedef {{ command: string; args?: string[]; env?: Record<string, string> }} ServerSpec
 * @typedef {{ server: string; tool: string; args: Record<string, unknown> }} Call
 */

/** The JSON-RPC messages one server exchanged, in order. */
function readTap(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

const textOf = (result) =>
  (result?.content ?? [])
    .filter((c) => c.type === 'text')
    .map((c) => c.text)
    .join('\n');

/** The completed tools/call results for `tool` in the order they were answered (input_required rounds skipped). */
function toolResults(tap, tool) {
  const ids = new Set(
    tap
      .filter((e) => e.dir === 'in' && e.msg.method === 'tools/call' && e.msg.params?.name === tool)
      .map((e) => e.msg.id),
  );
  return tap
    .filter((e) => e.dir === 'out' && ids.has(e.msg.id) && e.msg.result && e.msg.result.resultType !== 'input_required')
    .map((e) => e.msg.result);
}

/**
 * Runs `client` once with every server in `servers` configured, the stand-in calling `calls` in order.
 * @param {{ id: string; label: string; toolName: (s: string, t: string) => string; modelText: (b: any) => string;
 *   serverText: (b: any) => string; run: (o: any) => Promise<any> }} client
 * @param {{ servers: Record<string, ServerSpec>; calls: Call[]; cwd: string; timeoutMs?: number; keepHome?: boolean }} opts
 */
export async function driveClient(client, { servers, calls, cwd, timeoutMs = 300_000, keepHome = false }) {
  const home = mkdtempSync(join(tmpdir(), `sextant-${client.id}-`));
  const taps = Object.fromEntries(Object.keys(servers).map((name) => [name, join(home, `mcp-${name}.jsonl`)]));
  const wrapped = Object.fromEntries(
    Object.entries(servers).map(([name, s]) => [
      name,
      { command: process.execPath, args: [TAP, taps[name], '--', s.command, ...(s.args ?? [])], env: s.env ?? {} },
    ]),
  );
  const plan = calls.map((c) => ({ name: client.toolName(c.server, c.tool), args: c.args }));
  const stand = await startModelStandIn(plan);
  try {
    const run = await client.run({
      servers: wrapped,
      tools: [...new Set(plan.map((p) => p.name))],
      prompt: 'Use the tools to answer: what do these projects contain?',
      baseUrl: stand.url,
      home,
      cwd,
      timeoutMs,
    });
    const tapOf = Object.fromEntries(Object.entries(taps).map(([name, file]) => [name, readTap(file)]));
    const seen = new Map();
    const results = calls.map((call, i) => {
      const key = `${call.server}/${call.tool}`;
      const k = seen.get(key) ?? 0;
      seen.set(key, k + 1);
      const sent = toolResults(tapOf[call.server] ?? [], call.tool)[k];
      const block = stand.received[i]?.block;
      return {
        ...call,
        clientName: plan[i].name,
        /** The tool result block the client sent to the model, verbatim (undefined if it never did). */
        block,
        /** What the model reads of it. */
        modelText: block === undefined ? undefined : client.modelText(block),
        /** Our text, recovered from the client's wrapping. */
        serverText: block === undefined ? undefined : client.serverText(block),
        /** What our server answered, as the tap saw it. */
        sent: sent && { text: textOf(sent), isError: sent.isError === true, structured: 'structuredContent' in sent },
      };
    });
    const handshakes = Object.fromEntries(
      Object.entries(tapOf).map(([name, tap]) => [name, tap.find((e) => e.dir === 'in' && e.msg.method)?.msg.method]),
    );
    return { client: client.label, ...run, calls: results, handshakes, requests: stand.requests };
  } finally {
    await stand.close();
    if (!keepHome) rmSync(home, { recursive: true, force: true });
  }
}
