// A loopback stand-in for a model API: Anthropic Messages (Claude Code) and Gemini generateContent (Gemini CLI).
// It plays a fixed plan: each answer calls the next planned tool, until every call has a result in the
// conversation the client sends back; then it answers with a final text so the client exits. What the client sent
// back for each call is read from its next request, exactly as the model would receive it.
import { createServer } from 'node:http';

/**
 * @typedef {{ name: string; args: Record<string, unknown> }} PlannedCall  the tool as the client names it
 * @typedef {{ api: 'anthropic' | 'gemini'; block: any }} ReceivedResult  the client's tool result block, verbatim
 */

const FINAL = 'Done.';

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const send = (res, status, data) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(data));
};

const sse = (res, events) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [event, data] of events) res.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  res.end();
};

/** Anthropic Messages: one content block, streamed as the SDK expects when `stream` is set. */
function anthropicAnswer(body, res, content) {
  const stop = content.type === 'tool_use' ? 'tool_use' : 'end_turn';
  const message = {
    id: `msg_standin_${Date.now()}`,
    type: 'message',
    role: 'assistant',
    model: body.model ?? 'stand-in',
    content: [content],
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
  if (!body.stream) return send(res, 200, message);
  const tool = content.type === 'tool_use';
  sse(res, [
    ['message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null } }],
    [
      'content_block_start',
      {
        type: 'content_block_start',
        index: 0,
        content_block: tool ? { ...content, input: {} } : { type: 'text', text: '' },
      },
    ],
    [
      'content_block_delta',
      {
        type: 'content_block_delta',
        index: 0,
        delta: tool
          ? { type: 'input_json_delta', partial_json: JSON.stringify(content.input) }
          : { type: 'text_delta', text: content.text },
      },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 1 } },
    ],
    ['message_stop', { type: 'message_stop' }],
  ]);
}

/** Gemini generateContent / streamGenerateContent (SSE with alt=sse): one candidate with one part. */
function geminiAnswer(res, stream, part) {
  const answer = {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: 'stand-in',
  };
  if (stream) sse(res, [[undefined, answer]]);
  else send(res, 200, answer);
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port). `plan` lists the calls in order, each named as the client names
 * the tool (Claude Code `mcp__server__tool`, Gemini CLI `mcp_server_tool`).
 * @param {PlannedCall[]} plan
 */
export async function startModelStandIn(plan) {
  /** @type {{ api: string; path: string; body: any }[]} */
  const requests = [];
  /** @type {(ReceivedResult | undefined)[]} */
  const received = plan.map(() => undefined);

  function anthropic(body, res) {
    const blocks = (body.messages ?? []).flatMap((m) => (Array.isArray(m.content) ? m.content : []));
    for (const b of blocks) {
      const m = b.type === 'tool_result' && /^toolu_sx_(\d+)$/.exec(b.tool_use_id ?? '');
      if (m && !received[Number(m[1])]) received[Number(m[1])] = { api: 'anthropic', block: b };
    }
    const done = blocks.filter((b) => b.type === 'tool_result' && /^toolu_sx_/.test(b.tool_use_id ?? '')).length;
    const next = plan[done];
    const offered = new Set((body.tools ?? []).map((t) => t.name));
    if (!next || !offered.size) return anthropicAnswer(body, res, { type: 'text', text: FINAL });
    if (offered.has(next.name))
      return anthropicAnswer(body, res, {
        type: 'tool_use',
        id: `toolu_sx_${done}`,
        name: next.name,
        input: next.args,
      });
    // Claude Code defers MCP tools behind ToolSearch when it is on: load the tool's schema first, as a model would.
    const searched = blocks.some((b) => b.type === 'tool_result' && b.tool_use_id === `toolu_search_${done}`);
    if (offered.has('ToolSearch') && !searched)
      return anthropicAnswer(body, res, {
        type: 'tool_use',
        id: `toolu_search_${done}`,
        name: 'ToolSearch',
        input: { query: `select:${next.name}`, max_results: 1 },
      });
    return anthropicAnswer(body, res, { type: 'text', text: `${FINAL} (${next.name} was not offered)` });
  }

  function gemini(body, stream, res) {
    const parts = (body.contents ?? []).flatMap((c) => c.parts ?? []);
    const responses = parts.filter((p) => p.functionResponse);
    responses.forEach((p, i) => {
      if (i < received.length && !received[i]) received[i] = { api: 'gemini', block: p.functionResponse };
    });
    const next = plan[responses.length];
    const offered = new Set((body.tools ?? []).flatMap((t) => t.functionDeclarations ?? []).map((d) => d.name));
    if (next && offered.has(next.name))
      return geminiAnswer(res, stream, { functionCall: { name: next.name, args: next.args } });
    geminiAnswer(res, stream, { text: next && offered.size ? `${FINAL} (${next.name} was not offered)` : FINAL });
  }

  const server = createServer(async (req, res) => {
    const raw = req.method === 'POST' ? await readBody(req) : '';
    let body;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = { raw };
    }
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'POST' && path.endsWith('/messages')) {
      requests.push({ api: 'anthropic', path, body });
      return anthropic(body, res);
    }
    const g = /:(streamGenerateContent|generateContent|countTokens)$/.exec(path);
    if (req.method === 'POST' && g) {
      requests.push({ api: 'gemini', path, body });
      if (g[1] === 'countTokens') return send(res, 200, { totalTokens: 1 });
      return gemini(body, g[1] === 'streamGenerateContent', res);
    }
    if (path.endsWith('/count_tokens')) return send(res, 200, { input_tokens: 1 });
    requests.push({ api: 'other', path: `${req.method} ${path}`, body });
    send(res, 404, { error: { message: `the stand-in does not serve ${req.method} ${path}` } });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request the client made, parsed. */
    requests,
    /** Per planned call, the tool result block the client sent back (undefined if it never did). */
    received,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
