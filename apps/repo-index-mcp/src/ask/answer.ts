import { isAppError } from '@sextant/core-engine';
import type { SearchResultItem } from '@sextant/core-engine/indexing';
import type { ToolContext } from '@sextant/mcp-shell';
import { redactSecrets } from '@sextant/security/secrets';
import type { AppConfig } from '../config.js';
import { askChat } from './chat-client.js';

const SYSTEM_PROMPT =
  'You answer questions about a code repository using only the numbered evidence. Cite every claim as path:start-end ' +
  '(for example src/a.ts:10-20) using ranges from the evidence. If the evidence does not answer the question, say so.';

/** The prompt sent to a model (sampling or chat): question and evidence, secrets redacted. */
function renderEvidence(question: string, evidence: readonly SearchResultItem[]): string {
  const blocks = evidence.map(
    (e, i) =>
      `[${i + 1}] ${e.path}:${e.start_line}-${e.end_line}${e.symbol ? ` (${e.symbol})` : ''}\n\`\`\`${e.language}\n${e.snippet}\n\`\`\``,
  );
  return redactSecrets(`Question: ${question}\n\nEvidence:\n${blocks.join('\n\n')}`).text;
}

/** An answer built from the evidence alone: the best definitions, their first lines and where they are. */
function extractiveAnswer(question: string, evidence: readonly SearchResultItem[]): string {
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
      ...(await askChat(chat, SYSTEM_PROMPT, prompt, ctx.signal)),
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
