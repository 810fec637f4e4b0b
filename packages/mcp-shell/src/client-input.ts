import { AppError } from '@sextant/core-engine';
import type { ServerContext } from '@modelcontextprotocol/server';
import { CLIENT_CAPABILITIES_META_KEY, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import type { InputRequiredResult, Server } from '@modelcontextprotocol/server';
import type { SampleRequest } from './define.js';
import { redactSecrets } from '@sextant/security';

/** The protocol era a server instance serves: 2026-07-28 (`modern`) or 2025-era (`legacy`). */
export type Era = 'legacy' | 'modern';

type Sampled = { text: string; model: string };
type Capabilities = { sampling?: object; roots?: object } | undefined;

/** The client capabilities in force for this request: the per-request envelope (2026) or the handshake (2025). */
export function clientCapabilities(server: Server, ctx: ServerContext): Capabilities {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  return (envelope?.[CLIENT_CAPABILITIES_META_KEY] as Capabilities) ?? server.getClientCapabilities();
}

const unavailable = () =>
  new AppError('SAMPLING_UNAVAILABLE', 'The client does not support sampling.', {
    hint: 'Use a client with sampling, or configure a chat endpoint.',
  });

// The one exit of sampling requests, in both eras: secrets are redacted before they reach the client (issue 15 #9).
const toParams = (r: SampleRequest) => ({
  messages: r.messages.map((m) => ({
    role: m.role,
    content: { type: 'text' as const, text: redactSecrets(m.text).text },
  })),
  maxTokens: r.maxTokens,
  ...(r.systemPrompt ? { systemPrompt: redactSecrets(r.systemPrompt).text } : {}),
  ...(r.temperature === undefined ? {} : { temperature: r.temperature }),
});

const textOf = (res: { content: unknown; model: string }): Sampled => {
  const content = (Array.isArray(res.content) ? res.content : [res.content]) as { type: string; text?: string }[];
  return { text: content.map((c) => (c.type === 'text' ? (c.text ?? '') : '')).join(''), model: res.model };
};

/**
 * How a tool asks the client's model. 2025-era: a sampling request to the client (stdio or the sessionful HTTP lane).
 * 2026-07-28: a multi-round-trip request: the first call that needs an answer ends the round with an
 * `input_required` result; the client answers and retries, and the handler runs again with the answers so far
 * (earlier rounds' answers travel in `requestState`; they are only the client's own model output, so a client
 * forging them gains nothing it could not send anyway).
 */
export function createSampler(era: Era, server: Server, ctx: ServerContext, signal: AbortSignal) {
  const canSample = () => Boolean(clientCapabilities(server, ctx)?.sampling);
  if (era === 'legacy') {
    return {
      canSample,
      asked: new Promise<void>(() => undefined),
      needed: (): InputRequiredResult | undefined => undefined,
      sample: async (r: SampleRequest): Promise<Sampled> => {
        if (!canSample()) throw unavailable();
        const res = await ctx.mcpReq.requestSampling(toParams(r), { signal, timeout: 120_000 });
        return textOf(res as { content: unknown; model: string });
      },
    };
  }
  const answers = parseState(ctx.mcpReq.requestState<string>());
  for (const [key, value] of Object.entries(ctx.mcpReq.inputResponses ?? {})) {
    const view = inputResponse({ [key]: value } as never, key);
    if (view.kind === 'sampling') answers[key] = textOf(view.result as { content: unknown; model: string });
  }
  let round = 0;
  let pending: { key: string; params: ReturnType<typeof toParams> } | undefined;
  let wake: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (wake = resolve));
  return {
    canSample,
    /** Resolves when the handler asked for an answer the client has not given yet. */
    asked,
    needed: (): InputRequiredResult | undefined =>
      pending && {
        ...inputRequired({
          inputRequests: { [pending.key]: inputRequired.createMessage(pending.params) },
          requestState: JSON.stringify(answers),
        }),
      },
    sample: async (r: SampleRequest): Promise<Sampled> => {
      if (!canSample()) throw unavailable();
      const key = `sample-${round++}`;
      const known = answers[key];
      if (known) return known;
      pending ??= { key, params: toParams(r) };
      wake();
      throw new AppError('CANCELLED', 'Waiting for the client to answer a sampling request.', {
        hint: 'The client retries the call with its answer.',
      });
    },
  };
}

function parseState(state: string | undefined): Record<string, Sampled> {
  if (!state) return {};
  try {
    const parsed = JSON.parse(state) as Record<string, Sampled>;
    return Object.fromEntries(
      Object.entries(parsed).filter(([, v]) => typeof v?.text === 'string' && typeof v.model === 'string'),
    );
  } catch {
    return {};
  }
}
