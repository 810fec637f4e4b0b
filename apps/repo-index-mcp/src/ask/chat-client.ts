import type { OpenAI } from 'openai';
import { redactSecrets } from '@sextant/security/secrets';
import { createOpenAIClient, toUpstreamError } from '@sextant/vector-search';
import type { AppConfig } from '../config.js';

type Chat = NonNullable<AppConfig['chat']>;

// One client per endpoint settings; the `openai` package loads on the first chat call, never at start-up.
let cached: { chat: Chat; client: Promise<OpenAI> } | undefined;
const clientFor = (chat: Chat) => {
  if (cached?.chat !== chat)
    cached = { chat, client: createOpenAIClient({ baseUrl: chat.baseUrl, apiKey: chat.apiKey, timeoutMs: 120_000 }) };
  return cached.client;
};

/** Asks an OpenAI-compatible chat endpoint; every message is redacted here, the client's one chokepoint. */
export async function askChat(
  chat: Chat,
  system: string,
  prompt: string,
  signal: AbortSignal,
): Promise<{ text: string; model: string }> {
  const messages = [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: prompt },
  ].map((m) => ({ ...m, content: redactSecrets(m.content).text }));
  try {
    const client = await clientFor(chat);
    const body = await client.chat.completions.create({ model: chat.model, messages, temperature: 0 }, { signal });
    return { text: body.choices[0]?.message.content ?? '', model: body.model || chat.model };
  } catch (err) {
    throw await toUpstreamError(err, {
      what: 'Chat endpoint',
      baseUrl: chat.baseUrl,
      signal,
      hints: { default: 'Check OPENAI_BASE_URL, OPENAI_API_KEY and CHAT_MODEL.' },
    });
  }
}
