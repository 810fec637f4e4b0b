import { AppError } from '@sextant/core-engine';
import type { ServerContext } from '@modelcontextprotocol/server';
import { CLIENT_CAPABILITIES_META_KEY, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import type { InputRequest, InputRequiredResult, Server } from '@modelcontextprotocol/server';
import type { SampleRequest } from './define.js';
import { secrets } from './lazy-modules.js';

/** The protocol era a server instance serves: 2026-07-28 (`modern`) or 2025-era (`legacy`). */
export type Era = 'legacy' | 'modern';

type Sampled = { text: string; model: string };
type Capabilities = { sampling?: object; roots?: object } | undefined;

/** The client capabilities in force for this request: the per-request envelope (2026) or the handshake (2025). */
function clientCapabilities(server: Server, ctx: ServerContext): Capabilities {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  return (envelope?.[CLIENT_CAPABILITIES_META_KEY] as Capabilities) ?? server.getClientCapabilities();
}

const unavailable = () =>
  new AppError('SAMPLING_UNAVAILABLE', 'The client does not support sampling.', {
    hint: 'Use a client with sampling, or configure a chat endpoint.',
  });

// The one exit of sampling requests, in both eras: secrets are redacted before they reach the client (issue 15 #9).
async function toParams(r: SampleRequest) {
  const { redactSecrets } = await secrets();
  return {
    messages: r.messages.map((m) => ({
      role: m.role,
      content: { type: 'text' as const, text: redactSecrets(m.text).text },
    })),
    maxTokens: r.maxTokens,
    ...(r.systemPrompt ? { systemPrompt: redactSecrets(r.systemPrompt).text } : {}),
    ...(r.temperature === undefined ? {} : { temperature: r.temperature }),
  };
}

const textOf = (res: { content: unknown; model: string }): Sampled => {
  const content = (Array.isArray(res.content) ? res.content : [res.content]) as { type: string; text?: string }[];
  return { text: content.map((c) => (c.type === 'text' ? (c.text ?? '') : '')).join(''), model: res.model };
};

/** The instance's client roots: whether the client named them already, and how to record them. */
export interface ClientRoots {
  known(): boolean;
  set(uris: string[]): void;
}

const waiting = () =>
  new AppError('CANCELLED', 'Waiting for the client to answer a request.', {
    hint: 'The client retries the call with its answer.',
  });

/**
 * What a tool asks of the client: its model (sampling) and, before the first path, its roots. 2025-era: requests to
 * the client on the request's own stream (stdio or the sessionful HTTP lane). 2026-07-28:
 * multi-round-trip requests: the first need the client has not answered ends the round with an `input_required`
 * result; the client answers and retries, and the handler runs again with the answers so far (earlier rounds'
 * answers travel in `requestState`; they are only the client's own model output and roots, so a client forging
 * them gains nothing it could not send anyway: roots still pass the path wall's checks).
 */
export function createClientInput(
  era: Era,
  server: Server,
  ctx: ServerContext,
  signal: AbortSignal,
  roots: ClientRoots,
) {
  const canSample = () => Boolean(clientCapabilities(server, ctx)?.sampling);
  if (era === 'legacy') {
    return {
      canSample,
      asked: new Promise<void>(() => undefined),
      needed: (): InputRequiredResult | undefined => undefined,
      beforePath: async () => {
        if (roots.known() || !clientCapabilities(server, ctx)?.roots) return;
        try {
          const res = await ctx.mcpReq.send({ method: 'roots/list' }, { signal, timeout: 30_000 });
          roots.set(res.roots.map((r) => r.uri));
        } catch {
          // The configured roots still apply; the path wall's error names them.
        }
      },
      sample: async (r: SampleRequest): Promise<Sampled> => {
        if (!canSample()) throw unavailable();
        const res = await ctx.mcpReq.requestSampling(await toParams(r), { signal, timeout: 120_000 });
        return textOf(res as { content: unknown; model: string });
      },
    };
  }
  const state = parseState(ctx.mcpReq.requestState<string>());
  for (const [key, value] of Object.entries(ctx.mcpReq.inputResponses ?? {})) {
    const view = inputResponse({ [key]: value } as never, key);
    if (view.kind === 'sampling') state.samples[key] = textOf(view.result as { content: unknown; model: string });
    if (view.kind === 'roots') state.roots = view.roots.map((r) => r.uri).filter((u) => typeof u === 'string');
  }
  if (state.roots) roots.set(state.roots);
  let round = 0;
  let pending: { key: string; request: InputRequest } | undefined;
  let wake: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (wake = resolve));
  const ask = (key: string, request: InputRequest): never => {
    pending ??= { key, request };
    wake();
    throw waiting();
  };
  return {
    canSample,
    /** Resolves when the handler needs an answer the client has not given yet. */
    asked,
    needed: (): InputRequiredResult | undefined =>
      pending &&
      inputRequired({ inputRequests: { [pending.key]: pending.request }, requestState: JSON.stringify(state) }),
    beforePath: async () => {
      if (roots.known() || !clientCapabilities(server, ctx)?.roots) return;
      ask('roots', inputRequired.listRoots());
    },
    sample: async (r: SampleRequest): Promise<Sampled> => {
      if (!canSample()) throw unavailable();
      const key = `sample-${round++}`;
      return state.samples[key] ?? ask(key, inputRequired.createMessage(await toParams(r)));
    },
  };
}

type State = { samples: Record<string, Sampled>; roots?: string[] };

function parseState(raw: string | undefined): State {
  const state: State = { samples: {} };
  if (!raw) return state;
  try {
    const parsed = JSON.parse(raw) as Partial<State>;
    for (const [k, v] of Object.entries(parsed.samples ?? {}))
      if (typeof v?.text === 'string' && typeof v.model === 'string')
        state.samples[k] = { text: v.text, model: v.model };
    if (Array.isArray(parsed.roots)) state.roots = parsed.roots.filter((u) => typeof u === 'string');
  } catch {
    // Not ours: start over.
  }
  return state;
}
