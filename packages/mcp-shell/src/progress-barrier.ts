import type { ServerContext } from '@modelcontextprotocol/server';

/** How long a client may take to answer the barrier ping before the result goes out anyway. */
const PING_TIMEOUT_MS = 2_000;
/** The best a server can do where it may not send requests (2026-07-28, stateless HTTP). */
const PAUSE_MS = 15;

/**
 * Holds a result back until the client has handled the progress notifications sent before it. Both SDK clients
 * (v1 `shared/protocol.js`, v2 `Protocol`) run a notification's handler a microtask after reading it but settle a
 * response at once, removing its progress handler: a busy client that reads the last progress and the result in
 * one chunk drops the progress as "unknown token". Where the server may send requests (2025 era over stdio) a ping
 * is an exact barrier: the client answers it only after the handlers of everything read before it ran. Elsewhere
 * only a pause is left; the race is then the client's to close (it should dispatch responses after notifications).
 */
export async function progressBarrier(canPing: boolean, ctx: ServerContext, signal: AbortSignal): Promise<void> {
  if (canPing) {
    try {
      await ctx.mcpReq.send({ method: 'ping' }, { signal, timeout: PING_TIMEOUT_MS });
      return;
    } catch {
      // A client that does not answer pings (the spec says it must) still gets its result, after the pause.
    }
  }
  await new Promise((r) => setTimeout(r, PAUSE_MS));
}
