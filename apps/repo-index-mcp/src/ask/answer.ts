import { AppError, isAppError } from '@sextant/core-engine';
import type { SearchResultItem } from '@sextant/core-engine';
import type { ToolContext } from '@sextant/mcp-shell';
import { redactSecrets } from '@sextant/security';
import type { AppConfig } from '../config.js';

export const SYSTEM_PROMPT =
  'You answer questions about a code repository using only the numbered evidence. Cite every claim as path:start-end ' +
  '(for example src/a.ts:10-20) using ranges from the evidence. If the evidence does not answer the question, say so.';

/** The prompt sent to a model (sampling or chat): question and evidence, secrets redacted. */
export function renderEvidence(question: string, evidence: readonly SearchResultItem[]): string {
  const blocks = evidence.map(
    (e, i) =>
      `[${i + 1}] ${e.path}:${e.start_line}-${e.end_line}${e.symbol ? ` (${e.symbol})` : ''}\n\`\`\`${e.language}\n${e.snippet}\n\`\`\``,
  );
  return redactSecrets(`Question: ${question}\n\nEvidence:\n${blocks.join('\n\n')}`).text;
}

/** Asks an OpenAI-compatible chat endpoint; every message is redacted here, the client's one chokepoint. */
export async function askChat(
  chat: NonNullable<AppConfig['chat']>,
  prompt: string,
  signal: AbortSignal,
): Promise<{ text: string; model: string }> {
  const res = await fetch(`${chat.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(chat.apiKey ? { authorization: `Bearer ${chat.apiKey}` } : {}) },
    body: JSON.stringify({
      model: chat.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: prompt },
      ].map((m) => ({ ...m, content: redactSecrets(m.content).text })),
      temperature: 0,
    }),
    signal,
  }).catch((cause) => {
    throw new AppError('UPSTREAM', `Chat endpoint ${chat.baseUrl} is unreachable.`, {
      hint: 'Check OPENAI_BASE_URL.',
      cause,
    });
  });
  if (!res.ok) {
    const detail = await res
      .json()
      .then((b) => (b as { error?: { message?: string } }).error?.message)
      .catch(() => undefined);
    throw new AppError('UPSTREAM', `Chat endpoint answered ${res.status}${detail ? `: ${detail}` : ''}.`, {
      hint: 'Check OPENAI_BASE_URL, OPENAI_API_KEY and CHAT_MODEL.',
    });
  }
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[]; model?: string };
  return { text: body.choices?.[0]?.message?.content ?? '', model: body.model ?? chat.model };
}

/** An answer built from the evidence alone: the best definitions, their first lines and where they are. */
export function extractiveAnswer(question: string, evidence: readonly SearchResultItem[]): string {
  if (evidence.length === 0) return `Nothing in the index matches "${question}".`;
  const lines = evidence.slice(0, 6).map((e) => {
    const first =
      e.snippet
        .split('\n')
        .find((l) => l.trim() && !/^\s*(\/\/|#|\/?\*)/.test(l))
        ?.trim() ?? '';
    return `- ${e.symbol ? `\`${e.symbol}\` in ` : ''}${e.path}:${e.start_line}-${e.end_line}: \`${first.slice(0, 120)}\``;
  });
  return `Most relevant code for "${question}" (extractive answer; no model was available):\n${lines.join('\n')}`;
}

export interface Answer {
  mode: 'sampling' | 'chat' | 'extractive';
  text: string;
  model: string | null;
  /** Why an earlier way of answering was passed over (e.g. the chat endpoint failed). */
  fallback?: string;
}

const why = (e: unknown) => (isAppError(e) ? e.message : (e as Error).message);

/**
 * Sampling when the client supports it, else the chat endpoint when configured, else extractive. A way that fails
 * (the client refuses to sample, the endpoint is down) falls through to the next one and the answer says so;
 * cancellation is not a failure and ends the call.
 */
export async function answer(
  question: string,
  evidence: readonly SearchResultItem[],
  ctx: ToolContext,
  config: AppConfig,
): Promise<Answer> {
  const prompt = renderEvidence(question, evidence);
  const failures: string[] = [];
  const attempt = async (label: string, run: () => Promise<Omit<Answer, 'fallback'>>) => {
    try {
      return await run();
    } catch (e) {
      if (ctx.signal.aborted || (isAppError(e) && e.code === 'CANCELLED')) throw e;
      failures.push(`${label} failed (${why(e)})`);
      return undefined;
    }
  };
  let reply: Omit<Answer, 'fallback'> | undefined;
  if (evidence.length && ctx.canSample())
    reply = await attempt('sampling', async () => {
      const r = await ctx.sample({
        messages: [{ role: 'user', text: prompt }],
        systemPrompt: SYSTEM_PROMPT,
        maxTokens: 1000,
        temperature: 0,
      });
      return { mode: 'sampling', text: r.text, model: r.model };
    });
  if (!reply && evidence.length && config.chat) {
    const chat = config.chat;
    reply = await attempt('the chat endpoint', async () => ({
      mode: 'chat',
      ...(await askChat(chat, prompt, ctx.signal)),
    }));
  }
  reply ??= { mode: 'extractive', text: extractiveAnswer(question, evidence), model: null };
  return failures.length
    ? {
        ...reply,
        fallback: `${failures.join('; ')}: answered ${reply.mode === 'chat' ? 'through the chat endpoint' : 'extractively'}.`,
      }
    : reply;
}
